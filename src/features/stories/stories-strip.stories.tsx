import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, nextId } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { newestFirst } from '../../../mocks/serialize';
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

/**
 * Gives a followed person three stories, none seen, the newest of the strip: their bubble comes
 * first and stands for all three. Run after the loaders, which reset the db to the seed.
 */
function personWithThreeStories() {
  const followed = new Set(
    db.follow
      .findMany({ where: { followerId: { equals: SEED.demoUserId } } })
      .map((follow) => follow.followingId),
  );
  const stories = db.story
    .getAll()
    .filter((story) => followed.has(story.authorId))
    .sort(newestFirst);
  const count = (authorId: number) => stories.filter((story) => story.authorId === authorId).length;
  const { authorId } = stories.find((story) => count(story.authorId) > 1) ?? stories[0];
  const images = ['kite-sky', 'chai-evening', 'rangoli'];
  for (let index = count(authorId); index < 3; index += 1) {
    db.story.create({
      id: nextId('story'),
      authorId,
      imageUrl: `/images/stories/${images[index]}.svg`,
      content: 'Evening lights along the walking track',
      createdAt: new Date(Date.now() - (3 - index) * 60_000).toISOString(),
    });
  }
  for (const story of db.story.findMany({ where: { authorId: { equals: authorId } } })) {
    db.storyView.deleteMany({
      where: { storyId: { equals: story.id }, userId: { equals: SEED.demoUserId } },
    });
  }
}

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

/**
 * No stories, as the answer arrives: the strip keeps the skeleton's height, so what is below it
 * (the composer, the feed) does not move up.
 */
export const EmptyKeepsItsHeight: Story = {
  parameters: {
    msw: {
      handlers: {
        listFollowingStories: http.get('/api/stories/following/:userId', async () => {
          await delay(600);
          return HttpResponse.json([]);
        }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const strip = () => canvasElement.querySelector('section')!.getBoundingClientRect().height;
    await canvas.findByText('Loading stories...');
    const loading = strip();
    await canvas.findByText('No stories available from people you follow yet.');
    await expect(strip()).toBeCloseTo(loading, 0);
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

/** Opening a person with one story left unviewed: the full-screen viewer, then the bubble says seen. */
export const OpensTheViewer: Story = {
  play: async ({ canvas }) => {
    const unviewed = (await bubbles(canvas)).find((b) =>
      /, (1 )?not viewed yet,/.test(b.textContent!),
    )!;
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

/**
 * One bubble for a person's three stories, unviewed until all three are seen. Opening it plays
 * the three oldest first, the progress bar in three segments, then goes on to the next person.
 */
export const PersonWithSeveralStories: Story = {
  beforeEach: personWithThreeStories,
  play: async ({ canvas }) => {
    const [first] = await bubbles(canvas);
    await expect(first).toHaveAccessibleName(/, 3 stories, 3 not viewed yet, /);
    await userEvent.click(first);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    const who = dialog.getAttribute('aria-labelledby');
    const name = () => (who ? document.getElementById(who)?.textContent : null);
    const person = name();
    const bar = () => within(dialog).getByRole('progressbar');
    await expect(bar()).toHaveAccessibleName('Story 1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(bar()).toHaveAccessibleName('Story 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(bar()).toHaveAccessibleName('Story 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(name()).not.toBe(person));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveAccessibleName(/, 3 stories, seen, /));
  },
};

/** ArrowRight and ArrowLeft move through a person's stories; Escape closes. */
export const KeyboardNavigation: Story = {
  beforeEach: personWithThreeStories,
  play: async ({ canvas }) => {
    const [first] = await bubbles(canvas);
    await userEvent.click(first);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    // The bar is drawn anew for each story: look it up each time.
    const bar = () => within(dialog).getByRole('progressbar');
    await userEvent.keyboard('{ArrowRight}');
    await expect(bar()).toHaveAccessibleName('Story 2 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bar()).toHaveAccessibleName('Story 1 of 3');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

export const EmptyKeepsItsHeightOnAPhone: Story = {
  ...EmptyKeepsItsHeight,
  globals: { viewport: { value: 'mobile' } },
};
