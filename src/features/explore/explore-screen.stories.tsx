import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import ExploreScreen from './explore-screen';

const WAIT = { timeout: 15_000 };

/** The real /explore route inside the shell, over the seeded mock backend. */
const meta = {
  title: 'Screens/Explore',
  component: ExploreScreen,
  parameters: { router: 'app', route: '/explore', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagsOfStrip = async (canvas: ReturnType<typeof within>) => {
  const strip = await canvas.findByRole('list', { name: 'Trending hashtags' }, WAIT);
  return within(strip)
    .getAllByRole('link')
    .map((card) => card.textContent);
};

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const cards = await tagsOfStrip(canvas);
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(8);
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(await canvas.findByRole('list', { name: 'Society Groups' }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Top 5 hashtags' }, WAIT)).toBeVisible();
    await expect(await canvas.findByText('Builder-Wide Issues', {}, WAIT)).toBeVisible();
  },
};

export const SwitchingPeriod: Story = {
  play: async ({ canvas }) => {
    const week = await tagsOfStrip(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: '24h' }));
    await expect(canvas.getByRole('radio', { name: '24h' })).toBeChecked();
    await waitFor(async () => expect(await tagsOfStrip(canvas)).not.toEqual(week), WAIT);
  },
};

export const OpeningATag: Story = {
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('list', { name: 'Trending hashtags' }, WAIT);
    const first = within(strip).getAllByRole('link')[0];
    const tag = within(first).getByText(/^#/).textContent!;
    await userEvent.click(first);
    const feed = await canvas.findByRole('feed', { name: `Posts tagged ${tag}` }, WAIT);
    const cards = await within(feed).findAllByRole('article', {}, WAIT);
    for (const card of cards) await expect(card).toHaveTextContent(tag);
    await expect(canvas.getByRole('link', { name: 'All of Explore' })).toBeVisible();
  },
};

export const TagSelected: Story = {
  parameters: { route: '/explore?tag=WaterSupply' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Posts tagged #WaterSupply' }, WAIT),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('feed', { name: 'Posts tagged #WaterSupply' }, WAIT),
    ).toBeInTheDocument();
  },
};

export const PopularPosts: Story = {
  parameters: { route: '/explore?tab=popular&period=month' },
  play: async ({ canvas }) => {
    const feed = await canvas.findByRole('feed', { name: 'Popular posts' }, WAIT);
    await expect(within(feed).getAllByRole('article')).toHaveLength(10);
    await expect(within(feed).getByText('#1 Trending')).toBeVisible();
  },
};

export const CreateGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Group' }, WAIT));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' }, WAIT);
    await expect(within(dialog).getByLabelText(/Group name/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        listTrendingHashtags: pendingForever('get', '/api/hashtags/trending'),
        getPostStats: pendingForever('get', '/api/posts/stats'),
        listPosts: pendingForever('get', '/api/posts'),
        listGroups: pendingForever('get', '/api/groups'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText('Loading trending hashtags...', {}, WAIT)).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText('Loading groups...')).toBeInTheDocument();
  },
};

export const EmptyPeriod: Story = {
  parameters: {
    route: '/explore?period=24h&tab=popular',
    msw: {
      handlers: {
        listTrendingHashtags: http.get('/api/hashtags/trending', () => HttpResponse.json([])),
        listPosts: http.get('/api/posts', () => HttpResponse.json([])),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No hashtags in this period yet.', {}, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText('No posts in this period yet.', {}, WAIT)).toBeVisible();
  },
};

/** Each section fails on its own, with its own message and Try again: one handler per story. */
export const ErrorState: Story = {
  name: 'Error: trending hashtags',
  parameters: {
    msw: {
      handlers: {
        listTrendingHashtags: failsWith('get', '/api/hashtags/trending', 500, 'down'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText('Failed to load trending hashtags. Please try again.', {}, WAIT))
        .length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    // The other sections still come from the mock backend.
    await expect(await canvas.findByRole('list', { name: 'Society Groups' }, WAIT)).toBeVisible();
  },
};

export const GroupsError: Story = {
  name: 'Error: groups',
  parameters: {
    msw: { handlers: { listGroups: failsWith('get', '/api/groups', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load groups. Please try again.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

export const StatsError: Story = {
  name: 'Error: engagement stats',
  parameters: {
    msw: { handlers: { getPostStats: failsWith('get', '/api/posts/stats', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load engagement stats. Please try again.', {}, WAIT),
    ).toBeVisible();
  },
};

/**
 * A real backend without the proposed endpoints: the sample hashtags, with a notice
 * (docs/product.md#a-backend-with-only-the-documented-calls).
 */
export const SampleFallback: Story = {
  parameters: {
    msw: {
      handlers: {
        listTrendingHashtags: http.get(
          '/api/hashtags/trending',
          () => new HttpResponse(null, { status: 404 }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const cards = await tagsOfStrip(canvas);
    await expect(cards[0]).toContain('#WaterSupply');
    await expect(cards[0]).toContain('124 posts');
    await expect(
      canvas.getAllByText(
        'Showing sample hashtags: this server does not report trending hashtags yet.',
      ).length,
    ).toBeGreaterThan(0);
  },
};

/** Explore is inside the shell: a visitor is sent to sign in first. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign In' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Explore' })).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

/** The search field's hint fits it whole, not cut off mid-word. */
async function searchHintFits(canvas: ReturnType<typeof within>) {
  const field: HTMLInputElement = canvas.getByRole('searchbox', {
    name: 'Search residents, societies, hashtags and groups',
  });
  const hint = getComputedStyle(field, '::placeholder');
  const { paddingLeft, paddingRight } = getComputedStyle(field);
  const pen = document.createElement('canvas').getContext('2d')!;
  pen.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
  const room = field.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
  await expect(pen.measureText(field.placeholder).width).toBeLessThanOrEqual(room);
}

/** On a 360 px phone, the search hint shows whole at a size smaller than what is typed. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await Populated.play!(context);
    await searchHintFits(context.canvas);
  },
};

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
