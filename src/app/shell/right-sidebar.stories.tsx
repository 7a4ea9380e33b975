import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { RightSidebar } from './right-sidebar';

const SUGGESTIONS = '/api/users/:id/suggestions';

const meta = {
  title: 'Shell/RightSidebar',
  component: RightSidebar,
  decorators: [
    // The shell's right column, as the story's frame (its label is the story's, not the app's).
    (Story) => (
      <aside
        aria-label="Right column of the shell"
        style={{ display: 'grid', gap: 16, maxWidth: 300 }}
      >
        <Story />
      </aside>
    ),
  ],
  parameters: { session: 'signed-in' },
} satisfies Meta<typeof RightSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixed sample cards and the demo user's real suggestions from the mock backend. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /#WaterSupply/ })).toBeVisible();
    await expect(canvas.getByText('45,621')).toBeVisible();
    const people = canvas.getByRole('region', { name: 'People You May Know' });
    const follows = await within(people).findAllByRole('button', { name: /^Follow / });
    await expect(follows.length).toBeGreaterThan(0);
  },
};

export const SuggestionsLoading: Story = {
  parameters: { msw: { handlers: { listSuggestedUsers: pendingForever('get', SUGGESTIONS) } } },
  play: async ({ canvas }) => {
    const people = canvas.getByRole('region', { name: 'People You May Know' });
    await expect(within(people).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SuggestionsError: Story = {
  parameters: {
    msw: { handlers: { listSuggestedUsers: failsWith('get', SUGGESTIONS, 500, 'Server error') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Suggestions are not available right now.')).toBeVisible();
  },
};

export const SuggestionsEmpty: Story = {
  parameters: {
    msw: { handlers: { listSuggestedUsers: http.get(SUGGESTIONS, () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You follow everyone we would suggest.')).toBeVisible();
  },
};

/** Follow goes through the mock backend; the button turns into Following and a toast confirms. */
export const FollowSomeone: Story = {
  play: async ({ canvas }) => {
    const people = canvas.getByRole('region', { name: 'People You May Know' });
    const [first] = await within(people).findAllByRole('button', { name: /^Follow / });
    const name = first.getAttribute('aria-label')!.replace(/^Follow /, '');
    await userEvent.click(first);
    await waitFor(() =>
      expect(within(people).getByRole('button', { name: `Following ${name}` })).toBeDisabled(),
    );
    const page = within(document.body);
    await expect(await page.findByText('You are now following this user')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
