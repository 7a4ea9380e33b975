import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { StoriesStrip } from './stories-strip';

const meta = {
  title: 'Features/Stories/StoriesStrip',
  component: StoriesStrip,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoriesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const bubbles = async (canvas: Canvas) =>
  canvas.findAllByRole('button', { name: /^Story by / }, { timeout: 10_000 });
const body = within(document.body);

export const Populated: Story = {
  play: async ({ canvas }) => {
    const all = await bubbles(canvas);
    await expect(all.some((b) => /not viewed yet/.test(b.textContent!))).toBe(true);
    await expect(all.some((b) => /, seen,/.test(b.textContent!))).toBe(true);
    await expect(canvas.getAllByText('Seen').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { listFollowingStories: pendingForever('get', '/api/stories/following/:userId') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading stories...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        listFollowingStories: http.get('/api/stories/following/:userId', () =>
          HttpResponse.json([]),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No stories available from people you follow yet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find people to follow' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: {
        listFollowingStories: failsWith('get', '/api/stories/following/:userId', 500, 'down'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch stories');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Opening an unviewed story: the full-screen viewer, and the bubble now says seen. */
export const OpensTheViewer: Story = {
  play: async ({ canvas }) => {
    const unviewed = (await bubbles(canvas)).find((b) => /not viewed yet/.test(b.textContent!))!;
    await userEvent.click(unviewed);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await expect(dialog).toHaveTextContent(/Community update from /);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(unviewed).toHaveAccessibleName(/, seen,/));
    await expect(unviewed).toHaveFocus();
  },
};

/** ArrowRight and ArrowLeft move through the stories; Escape closes. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const all = await bubbles(canvas);
    await userEvent.click(all[0]);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    // The bar is drawn anew for each story: look it up each time.
    const bar = () => within(dialog).getByRole('progressbar');
    await userEvent.keyboard('{ArrowRight}');
    await expect(bar()).toHaveAccessibleName(`Story 2 of ${all.length}`);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bar()).toHaveAccessibleName(`Story 1 of ${all.length}`);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
