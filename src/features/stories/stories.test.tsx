import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, nextId } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { newestFirst, oldestFirst } from '../../../mocks/serialize';
import { withoutBuilderPrefix } from '../../lib/societies';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { StoriesStrip } from './stories-strip';
import { TICK_MS } from './use-story-timer';
import { fakeStoryClock } from './story-clock-test-utils';

const SLOW = { timeout: 30_000 };

const isViewed = (storyId: number) =>
  db.storyView.count({
    where: { storyId: { equals: storyId }, userId: { equals: SEED.demoUserId } },
  }) > 0;

/**
 * The demo user's followed people with stories, as the strip should show them: one bubble each,
 * ordered by their newest story, their stories oldest first, and the bubble's expected name.
 */
function expectedPeople() {
  const followed = new Set(
    db.follow
      .findMany({ where: { followerId: { equals: SEED.demoUserId } } })
      .map((follow) => follow.followingId),
  );
  const byAuthor = new Map<number, StoryRecord[]>();
  for (const story of db.story
    .getAll()
    .filter((row) => followed.has(row.authorId))
    .sort(newestFirst)) {
    byAuthor.set(story.authorId, [...(byAuthor.get(story.authorId) ?? []), story]);
  }
  return [...byAuthor.entries()].map(([authorId, newestFirstStories]) => {
    const author = db.user.findFirst({ where: { id: { equals: authorId } } })!;
    const society = db.society.findFirst({ where: { id: { equals: author.societyId! } } })!;
    const stories = [...newestFirstStories].sort(oldestFirst);
    const unviewed = stories.filter((story) => !isViewed(story.id)).length;
    const count = stories.length;
    const firstUnviewed = stories.findIndex((story) => !isViewed(story.id));
    const state =
      unviewed === 0 ? 'seen' : count > 1 ? `${unviewed} not viewed yet` : 'not viewed yet';
    return {
      author,
      society,
      stories,
      unviewed,
      /** Where opening them starts: their first story not viewed yet, or the first. */
      start: firstUnviewed < 0 ? 0 : firstUnviewed,
      label: `Story by ${author.fullName}, ${withoutBuilderPrefix(society.name)}, ${count > 1 ? `${count} stories, ` : ''}${state}`,
    };
  });
}
type StoryRecord = ReturnType<typeof db.story.getAll>[number];

async function openStrip() {
  await loginAs(SEED.demoUserId);
  const app = renderApp('/home');
  const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
  await within(strip).findAllByRole('button', {}, SLOW);
  return { ...app, strip };
}

/** The bubble's name: who, society, how many, seen or not, then when ('…, 2 hours ago'). */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+ ago$`);
/** The strip's bubble of the person at `index`. */
const bubbleAt = (strip: HTMLElement, index: number) =>
  within(strip).getAllByRole('button', { name: /^Story by / })[index];
const bubbleOf = (strip: HTMLElement, fullName: string) =>
  within(strip).getByRole('button', { name: new RegExp(`^Story by ${fullName}, `) });

/**
 * Opens the strip's first person with the timer's interval and clock faked: time then passes only
 * as the test advances it.
 */
async function playFirstPerson() {
  const opened = await openStrip();
  fakeStoryClock();
  await opened.user.click(bubbleAt(opened.strip, 0));
  await screen.findByRole('dialog');
  return opened;
}

const viewer = () => screen.getByRole('dialog');
const progress = () => within(viewer()).getByRole('progressbar');

/** Where the viewer is: whose story, which of theirs, of how many, and the story's picture. */
function expectAt(person: ReturnType<typeof expectedPeople>[number], index: number) {
  expect(viewer()).toHaveAccessibleName(`Story by ${person.author.fullName}`);
  expect(progress()).toHaveAccessibleName(`Story ${index + 1} of ${person.stories.length}`);
  expect(within(viewer()).getByRole('img')).toHaveAttribute('src', person.stories[index].imageUrl);
}

/**
 * Three stories by one followed person, none viewed yet, in place of theirs: newer than any other
 * story, so theirs is the first bubble.
 */
function personWithThreeStories() {
  const [first] = expectedPeople();
  for (const story of first.stories) db.story.delete({ where: { id: { equals: story.id } } });
  const now = Date.now();
  const added = [
    { content: 'Morning walk by the lake', image: 'monsoon-balcony', minutesAgo: 30 },
    { content: 'Fresh coriander at the Sunday market', image: 'garden-blooms', minutesAgo: 20 },
    { content: 'Kites over the clubhouse', image: 'kite-sky', minutesAgo: 10 },
  ];
  for (const { content, image, minutesAgo } of added) {
    db.story.create({
      id: nextId('story'),
      authorId: first.author.id,
      imageUrl: `/images/stories/${image}.svg`,
      content,
      createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    });
  }
  const people = expectedPeople();
  const [three] = people;
  expect(three.author.id).toBe(first.author.id);
  expect(three.stories.map((story) => story.content)).toEqual(added.map((row) => row.content));
  expect(three.unviewed).toBe(3);
  return { three, next: people[1], people };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('stories strip', { timeout: 60_000 }, () => {
  it('shows one bubble per followed person, by their newest story, saying if any is unviewed', async () => {
    const people = expectedPeople();
    // The seed has people with several stories, some of them partly seen, and people all seen.
    expect(people.some((person) => person.stories.length > 1)).toBe(true);
    expect(people.some((person) => person.unviewed === 0)).toBe(true);
    expect(
      people.some((person) => person.unviewed > 0 && person.unviewed < person.stories.length),
    ).toBe(true);
    const calls = recordRequests({ path: /^\/api\/(stories|story-views)\// });
    const { strip } = await openStrip();

    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(people.length);
    people.forEach((person, index) => {
      expect(buttons[index]).toHaveAccessibleName(labelled(person.label));
      expect(buttons[index]).toHaveTextContent(person.author.fullName.split(' ')[0]);
      expect(buttons[index]).toHaveTextContent(withoutBuilderPrefix(person.society.name));
      // 'Seen' on the ring only once every story of theirs is.
      expect(buttons[index].textContent?.includes('Seen')).toBe(person.unviewed === 0);
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/stories/following/${SEED.demoUserId}`,
    ]);
  });

  it('plays the three stories of one person in order, then the next person', async () => {
    const { three, next } = personWithThreeStories();
    const calls = recordRequests({ method: 'POST', path: /^\/api\/story-views\// });
    const { user, strip } = await openStrip();
    // One bubble for the three.
    expect(
      within(strip).getAllByRole('button', { name: new RegExp(three.author.fullName) }),
    ).toHaveLength(1);
    const bubble = bubbleAt(strip, 0);
    expect(bubble).toHaveAccessibleName(labelled(three.label));
    expect(three.label).toContain('3 stories, 3 not viewed yet');

    await user.click(bubble);
    await screen.findByRole('dialog');
    expectAt(three, 0);
    expect(within(viewer()).getByRole('button', { name: 'Previous story' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expectAt(three, 1);
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expectAt(three, 2);
    // After their last story, the next person, from where opening them starts.
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expectAt(next, next.start);
    // And back: the person before, at their last story.
    await user.keyboard('{ArrowLeft}'.repeat(next.start + 1));
    expectAt(three, 2);

    // Each story was marked viewed on its own, once.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        [...three.stories, ...(next.unviewed > 0 ? [next.stories[next.start]] : [])].map(
          (story) => `/api/story-views/${story.id}`,
        ),
      ),
    );
    await user.keyboard('{Escape}');
    expect(bubble).toHaveFocus();
    expect(bubble).toHaveAccessibleName(labelled(three.label.replace('3 not viewed yet', 'seen')));
    expect(bubble).toHaveTextContent('Seen');
  });

  it('says unviewed until every story of the person is, and opens at the first unviewed', async () => {
    const { three } = personWithThreeStories();
    const { user, strip } = await openStrip();
    const bubble = bubbleAt(strip, 0);
    await user.click(bubble);
    await screen.findByRole('dialog');
    expectAt(three, 0);
    await user.keyboard('{ArrowRight}');
    expectAt(three, 1);
    await user.keyboard('{Escape}');

    // Two of three seen: still unviewed, in the name and on the ring.
    expect(bubble).toHaveAccessibleName(
      labelled(three.label.replace('3 not viewed yet', '1 not viewed yet')),
    );
    expect(bubble).not.toHaveTextContent('Seen');
    await waitFor(() =>
      expect(three.stories.map((story) => isViewed(story.id))).toEqual([true, true, false]),
    );

    // Opened again, it starts at the one not seen yet.
    await user.click(bubble);
    await screen.findByRole('dialog');
    expectAt(three, 2);
    await user.keyboard('{Escape}');
    expect(bubble).toHaveAccessibleName(labelled(three.label.replace('3 not viewed yet', 'seen')));
    expect(bubble).toHaveTextContent('Seen');
  });

  it('opens an unviewed story full screen and marks it viewed here and on the server', async () => {
    // Someone with an older story seen and a newer one not: opening starts at the newer.
    const person = expectedPeople().find((each) => each.unviewed === 1 && each.stories.length > 1)!;
    expect(person.start).toBeGreaterThan(0);
    const story = person.stories[person.start];
    expect(isViewed(story.id)).toBe(false);
    const calls = recordRequests({ path: /^\/api\/(stories|story-views)\// });
    const { user, strip } = await openStrip();
    const bubble = bubbleOf(strip, person.author.fullName);
    expect(bubble).toHaveAccessibleName(labelled(person.label));
    await user.click(bubble);

    const dialog = await screen.findByRole('dialog', {
      name: `Story by ${person.author.fullName}`,
    });
    expect(dialog).toHaveTextContent(person.society.name);
    expect(dialog).toHaveTextContent(/ago/);
    expect(within(dialog).getByRole('img', { name: story.content })).toHaveAttribute(
      'src',
      story.imageUrl,
    );
    expect(dialog).toHaveTextContent(`Community update from ${person.society.name}`);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(progress()).toBeInTheDocument();

    await waitFor(() => expect(isViewed(story.id)).toBe(true));
    const view = calls.find((call) => call.method === 'POST')!;
    expect(view.path).toBe(`/api/story-views/${story.id}`);
    expect(view.body).toEqual({ userId: SEED.demoUserId });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bubble).toHaveFocus();
    expect(bubble).toHaveAccessibleName(
      labelled(person.label.replace(/(\d+ )?not viewed yet/, 'seen')),
    );
    expect(bubble).toHaveTextContent('Seen');
  });

  it("closes with the phone's Back, staying on the feed; closed on screen, Back leaves the feed", async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/explore');
    await act(() => router.navigate('/home'));
    const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
    const bubble = (await within(strip).findAllByRole('button', {}, SLOW))[0];

    await user.click(bubble);
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/home');
    expect(bubble).toHaveFocus();

    await user.click(bubble);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
  });

  it('moves with the arrow keys and the Next / Previous buttons, across people', async () => {
    const people = expectedPeople();
    // The viewer's rule: on within a person, then the next person from where opening them starts;
    // back within a person, then the person before at their last story.
    let at = { person: 0, index: people[0].start };
    const forward = () => {
      const { person, index } = at;
      at =
        index < people[person].stories.length - 1
          ? { person, index: index + 1 }
          : { person: person + 1, index: people[person + 1].start };
    };
    const back = () => {
      const { person, index } = at;
      at =
        index > 0
          ? { person, index: index - 1 }
          : { person: person - 1, index: people[person - 1].stories.length - 1 };
    };
    const expectHere = () => expectAt(people[at.person], at.index);
    const seen: StoryRecord[] = [];
    const see = () => seen.push(people[at.person].stories[at.index]);

    const { user, strip } = await openStrip();
    await user.click(bubbleAt(strip, 0));
    await screen.findByRole('dialog');
    expectHere();
    see();
    for (const step of ['{ArrowRight}', 'Next story', '{ArrowRight}', 'Next story']) {
      if (step.startsWith('{')) await user.keyboard(step);
      else await user.click(screen.getByRole('button', { name: step }));
      forward();
      expectHere();
      see();
    }
    expect(at.person).toBeGreaterThan(0);
    for (const step of ['{ArrowLeft}', 'Previous story', '{ArrowLeft}', 'Previous story']) {
      if (step.startsWith('{')) await user.keyboard(step);
      else await user.click(screen.getByRole('button', { name: step }));
      back();
      expectHere();
    }
    // Nothing before the first person's first story.
    while (at.person > 0 || at.index > 0) {
      await user.keyboard('{ArrowLeft}');
      back();
    }
    expectHere();
    await user.keyboard('{ArrowLeft}');
    expectHere();
    expect(screen.getByRole('button', { name: 'Previous story' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await waitFor(() => seen.forEach((story) => expect(isViewed(story.id)).toBe(true)));
  });

  it('keeps a story viewed here when the server cannot record it', async () => {
    server.use(
      http.post('/api/story-views/:id', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const person = expectedPeople().find((each) => each.unviewed === 1)!;
    const story = person.stories[person.start];
    const { user, strip } = await openStrip();
    const bubble = bubbleOf(strip, person.author.fullName);
    await user.click(bubble);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(bubble).toHaveAccessibleName(
      labelled(person.label.replace(/(\d+ )?not viewed yet/, 'seen')),
    );
    expect(isViewed(story.id)).toBe(false);
  });

  it('moves on by itself after about 5 seconds, to the next person after the last, unless paused', async () => {
    const { three, next } = personWithThreeStories();
    const { user } = await playFirstPerson();

    act(() => vi.advanceTimersByTime(2500));
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
    expectAt(three, 0);
    act(() => vi.advanceTimersByTime(2600));
    expectAt(three, 1);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expectAt(three, 1);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(5100));
    expectAt(three, 2);
    act(() => vi.advanceTimersByTime(5100));
    expectAt(next, next.start);
  });

  it('keeps what was played across pauses: pausing often neither holds the story nor lengthens it', async () => {
    const { three } = personWithThreeStories();
    const { user } = await playFirstPerson();

    // Ten plays of 150 ms, each shorter than a step of the timer: 1.5 s played in all.
    for (let play = 0; play < 10; play += 1) {
      act(() => vi.advanceTimersByTime(150));
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      act(() => vi.advanceTimersByTime(1000));
      await user.click(screen.getByRole('button', { name: 'Play' }));
    }
    expect(progress()).toHaveAttribute('aria-valuenow', '30');

    // 4.9 s played: still on; within a step of the 5 s, on to the next story.
    act(() => vi.advanceTimersByTime(3400));
    expectAt(three, 0);
    act(() => vi.advanceTimersByTime(TICK_MS));
    expectAt(three, 1);
  });

  it('holds the story while the page is out of sight, and plays on where it was', async () => {
    const { three } = personWithThreeStories();
    await playFirstPerson();
    const showPage = (state: DocumentVisibilityState) => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };

    act(() => vi.advanceTimersByTime(1000));
    showPage('hidden');
    act(() => vi.advanceTimersByTime(60_000));
    expectAt(three, 0);
    expect(progress()).toHaveAttribute('aria-valuenow', '20');

    showPage('visible');
    act(() => vi.advanceTimersByTime(3800));
    expectAt(three, 0);
    act(() => vi.advanceTimersByTime(TICK_MS));
    expectAt(three, 1);
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
    const [first] = expectedPeople();
    await playFirstPerson();
    act(() => vi.advanceTimersByTime(20_000));
    expectAt(first, first.start);
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
      expectedPeople().length,
    );
  });

  it('renders the bubbles after the commit in which the stories arrive, and at once when shown again', async () => {
    // That commit is React's render in one go; the bubbles, each with its picture, follow in a
    // transition, which yields to the browser.
    await loginAs(SEED.demoUserId);
    const commits: string[] = [];
    const seeWhatIsShown = () =>
      commits.push(
        screen.queryAllByRole('button', { name: /^Story by / }).length > 0
          ? 'bubbles'
          : screen.queryByText('Loading stories...')
            ? 'skeleton'
            : 'nothing',
      );
    const strip = (
      <MemoryRouter>
        <Profiler id="strip" onRender={seeWhatIsShown}>
          <StoriesStrip />
        </Profiler>
      </MemoryRouter>
    );
    const first = renderWithProviders(strip);
    await screen.findAllByRole('button', { name: /^Story by / }, SLOW);
    expect(first.queryClient.getQueryCache().findAll()).not.toHaveLength(0);
    // The commits of the skeleton: mounting, and the stories arriving; then the bubbles.
    const arrived = commits.indexOf('bubbles');
    expect(commits.slice(0, arrived)).toEqual(['skeleton', 'skeleton']);
    first.unmount();

    commits.length = 0;
    renderWithProviders(strip, { queryClient: first.queryClient });
    expect(commits[0]).toBe('bubbles');
  });
});
