import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { newestFirst } from '../../../mocks/serialize';
import { withoutBuilderPrefix } from '../../lib/societies';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

/** The demo user's stories as the server should list them, with the strip's expected names. */
function expectedStories() {
  const followed = new Set(
    db.follow
      .findMany({ where: { followerId: { equals: SEED.demoUserId } } })
      .map((follow) => follow.followingId),
  );
  return db.story
    .getAll()
    .filter((story) => followed.has(story.authorId))
    .sort(newestFirst)
    .map((story) => {
      const author = db.user.findFirst({ where: { id: { equals: story.authorId } } })!;
      const society = db.society.findFirst({ where: { id: { equals: author.societyId! } } })!;
      const seen = isViewed(story.id);
      return {
        ...story,
        author,
        society,
        label: `Story by ${author.fullName}, ${withoutBuilderPrefix(society.name)}, ${seen ? 'seen' : 'not viewed yet'}`,
      };
    });
}

const isViewed = (storyId: number) =>
  db.storyView.count({
    where: { storyId: { equals: storyId }, userId: { equals: SEED.demoUserId } },
  }) > 0;

async function openStrip() {
  await loginAs(SEED.demoUserId);
  const app = renderApp('/home');
  const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
  await within(strip).findAllByRole('button', {}, SLOW);
  return { ...app, strip };
}

/** The bubble's name: who, society, seen or not, then when ('…, 2 hours ago'). */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+ ago$`);
/** The strip's bubble of the story at `index` (two stories by one person differ only by time). */
const bubbleAt = (strip: HTMLElement, index: number) =>
  within(strip).getAllByRole('button', { name: /^Story by / })[index];

const viewer = () => screen.getByRole('dialog');
const progress = () => within(viewer()).getByRole('progressbar');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('stories strip', { timeout: 60_000 }, () => {
  it('shows the stories of followed people, newest first, saying which are seen', async () => {
    const expected = expectedStories();
    expect(expected.some((story) => isViewed(story.id))).toBe(true);
    expect(expected.some((story) => !isViewed(story.id))).toBe(true);
    const calls = recordRequests({ path: /^\/api\/stories/ });
    const { strip } = await openStrip();

    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(expected.length);
    expected.forEach((story, index) => {
      expect(buttons[index]).toHaveAccessibleName(labelled(story.label));
    });
    expected.forEach((story, index) => {
      expect(buttons[index]).toHaveTextContent(story.author.fullName.split(' ')[0]);
      expect(buttons[index]).toHaveTextContent(withoutBuilderPrefix(story.society.name));
      expect(buttons[index].textContent?.includes('Seen')).toBe(isViewed(story.id));
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/stories/following/${SEED.demoUserId}`,
    ]);
  });

  it('opens an unviewed story full screen and marks it viewed here and on the server', async () => {
    const stories = expectedStories();
    const index = stories.findIndex((row) => !isViewed(row.id));
    const story = stories[index];
    const calls = recordRequests({ path: /^\/api\/stories/ });
    const { user, strip } = await openStrip();
    const bubble = bubbleAt(strip, index);
    expect(bubble).toHaveAccessibleName(labelled(story.label));
    await user.click(bubble);

    const dialog = await screen.findByRole('dialog', { name: `Story by ${story.author.fullName}` });
    expect(dialog).toHaveTextContent(story.society.name);
    expect(dialog).toHaveTextContent(/ago/);
    expect(within(dialog).getByRole('img', { name: story.content })).toHaveAttribute(
      'src',
      story.imageUrl,
    );
    expect(dialog).toHaveTextContent(`Community update from ${story.society.name}`);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(progress()).toBeInTheDocument();

    await waitFor(() => expect(isViewed(story.id)).toBe(true));
    const view = calls.find((call) => call.method === 'POST')!;
    expect(view.path).toBe(`/api/stories/${story.id}/views`);
    expect(view.body).toEqual({ userId: SEED.demoUserId });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bubble).toHaveFocus();
    expect(bubble).toHaveAccessibleName(labelled(story.label.replace('not viewed yet', 'seen')));
    expect(bubble).toHaveTextContent('Seen');
  });

  it('moves with the arrow keys and the Next / Previous buttons, marking each story viewed', async () => {
    const stories = expectedStories();
    const { user, strip } = await openStrip();
    await user.click(bubbleAt(strip, 0));
    await screen.findByRole('dialog');
    expect(progress()).toHaveAccessibleName(`Story 1 of ${stories.length}`);

    await user.keyboard('{ArrowRight}');
    expect(viewer()).toHaveAccessibleName(`Story by ${stories[1].author.fullName}`);
    expect(progress()).toHaveAccessibleName(`Story 2 of ${stories.length}`);
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(progress()).toHaveAccessibleName(`Story 3 of ${stories.length}`);
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(progress()).toHaveAccessibleName(`Story 1 of ${stories.length}`);
    // Nothing before the first story.
    await user.keyboard('{ArrowLeft}');
    expect(progress()).toHaveAccessibleName(`Story 1 of ${stories.length}`);

    await waitFor(() =>
      stories.slice(0, 3).forEach((story) => expect(isViewed(story.id)).toBe(true)),
    );
  });

  it('keeps a story viewed here when the server cannot record it', async () => {
    server.use(
      http.post('/api/stories/:id/views', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const stories = expectedStories();
    const index = stories.findIndex((row) => !isViewed(row.id));
    const story = stories[index];
    const { user, strip } = await openStrip();
    const bubble = bubbleAt(strip, index);
    await user.click(bubble);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(bubble).toHaveAccessibleName(labelled(story.label.replace('not viewed yet', 'seen')));
    expect(isViewed(story.id)).toBe(false);
  });

  it('moves on by itself after about 5 seconds, unless paused', async () => {
    const stories = expectedStories();
    const { user, strip } = await openStrip();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(bubbleAt(strip, 0));
    await screen.findByRole('dialog');

    act(() => vi.advanceTimersByTime(2500));
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
    expect(progress()).toHaveAccessibleName(`Story 1 of ${stories.length}`);
    act(() => vi.advanceTimersByTime(2600));
    expect(progress()).toHaveAccessibleName(`Story 2 of ${stories.length}`);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(progress()).toHaveAccessibleName(`Story 2 of ${stories.length}`);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(5100));
    expect(progress()).toHaveAccessibleName(`Story 3 of ${stories.length}`);
  });

  it('never moves on by itself when the resident asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    const stories = expectedStories();
    const { user, strip } = await openStrip();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(bubbleAt(strip, 0));
    await screen.findByRole('dialog');
    act(() => vi.advanceTimersByTime(20_000));
    expect(progress()).toHaveAccessibleName(`Story 1 of ${stories.length}`);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('says so when nobody followed has a story, and points to Explore', async () => {
    for (const follow of db.follow.findMany({
      where: { followerId: { equals: SEED.demoUserId } },
    })) {
      db.follow.delete({ where: { id: { equals: follow.id } } });
    }
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
    expect(
      await within(strip).findByText('No stories available from people you follow yet.', {}, SLOW),
    ).toBeVisible();
    expect(within(strip).getByRole('link', { name: 'Find people to follow' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it("says 'Failed to fetch stories' and tries again", async () => {
    server.use(
      http.get('/api/stories/following/:userId', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
    expect(await within(strip).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to fetch stories',
    );
    await user.click(within(strip).getByRole('button', { name: 'Try again' }));
    expect(await within(strip).findAllByRole('button', { name: /^Story by / })).toHaveLength(
      expectedStories().length,
    );
  });
});
