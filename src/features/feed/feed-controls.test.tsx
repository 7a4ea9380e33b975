// Issue 36: the feed's tabs, Filter and Latest are one control. What the feed shows is read from
// the address once (feedAt), and every mark (aria-selected, aria-pressed, their colours) follows
// from it: after each click or key press, the marks name exactly the posts on screen.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { createPostRecord } from '../../../mocks/handlers/posts';
import { SEED } from '../../../mocks/seed';
import { visibleFeedPosts } from '../../../mocks/store';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { lightTheme } from '../../theme/tokens';
import { loadOldHomeScreen } from '../legacy';

preload(() => import('./feed-screen'));
preload(loadOldHomeScreen);

const SLOW = { timeout: 30_000 };
const PRIMARY = { color: lightTheme.colors.primary };

type Shown = 'all' | 'my-society' | 'following' | 'builder-wide';

/** The posts the feed should list first for the demo resident, as the mock server orders them. */
function expectedPosts(shown: Shown) {
  const following = new Set(
    db.follow
      .findMany({ where: { followerId: { equals: SEED.demoUserId } } })
      .map((follow) => follow.followingId),
  );
  return visibleFeedPosts(SEED.demoUserId).filter((post) =>
    shown === 'builder-wide'
      ? post.isBuilderWide
      : shown === 'my-society'
        ? post.societyId === SEED.demoSocietyId && !post.isBuilderWide
        : shown === 'following'
          ? following.has(post.authorId)
          : true,
  );
}

/** The feed lists those posts, in that order, under the name of what is shown. */
async function expectPostsOf(shown: Shown, feedName: string) {
  const expected = expectedPosts(shown);
  expect(expected.length).toBeGreaterThan(0);
  await waitFor(async () => {
    const cards = await findFeedArticles({ name: feedName }, SLOW.timeout);
    cards.forEach((card, index) =>
      expect(card).toHaveTextContent(expected[index].content.slice(0, 40)),
    );
  }, SLOW);
}

/** The marks are also checked in colour: the test's styles keep it. */
const MARKS_IN_COLOUR = { readColour: true };

const tabs = () => within(screen.getByRole('tablist', { name: 'Feed' })).getAllByRole('tab');
const filterButton = () => screen.getByRole('button', { name: /^Filter/ });

/**
 * The marks: `tab` the one selected tab (null: none), `filter` whether Filter is pressed. Each
 * is checked in what assistive technology reads and in what the eye sees (the primary colour).
 */
function expectMarks(tab: string | null, filter: boolean) {
  for (const each of tabs()) {
    const selected = each.textContent === tab;
    expect(each).toHaveAttribute('aria-selected', String(selected));
    if (selected) expect(each).toHaveStyle(PRIMARY);
    else expect(each).not.toHaveStyle(PRIMARY);
  }
  const button = filterButton();
  expect(button).toHaveAttribute('aria-pressed', String(filter));
  expect(button).toHaveAccessibleName(filter ? 'Filter: Builder-Wide' : 'Filter');
  if (filter) expect(button).toHaveStyle(PRIMARY);
  else expect(button).not.toHaveStyle(PRIMARY);
  // While the filter shows what no tab names, it says so beside the tabs, with its way out.
  const clear = screen.queryByRole('button', { name: 'Clear filter' });
  if (filter && tab === null) expect(clear).toBeVisible();
  else expect(clear).not.toBeInTheDocument();
}

async function expectToast(title: string, description: string) {
  const text = await screen.findByText(description);
  expect(text.parentElement).toHaveTextContent(`${title}${description}`);
}

afterEach(() => vi.restoreAllMocks());

describe('the feed tabs and Filter', { timeout: 90_000 }, () => {
  it('mark what the feed shows after each click and key press', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user, router } = renderApp('/home', MARKS_IN_COLOUR);
    await expectPostsOf('all', 'All Concerns posts');
    expectMarks('All Concerns', false);

    // Filter: builder-wide posts from every society, and no tab claims them.
    await user.click(filterButton());
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    expectMarks(null, true);
    expect(screen.getByRole('tabpanel', { name: 'Builder-Wide posts' })).toBeVisible();
    expect(lists.at(-1)!.params.get('filter')).toBe('all');
    expect(lists.at(-1)!.params.get('builderWide')).toBe('true');

    // A tab shows that tab: the filter goes.
    await user.click(screen.getByRole('tab', { name: 'My Society' }));
    await expectPostsOf('my-society', 'My Society posts');
    expectMarks('My Society', false);
    expect(lists.at(-1)!.params.get('builderWide')).toBeNull();

    // From the keyboard: Enter turns the filter on, Space off again, back to the tab it left.
    filterButton().focus();
    await user.keyboard('{Enter}');
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    expectMarks(null, true);
    expect(router.state.location.search).toBe('?tab=my-society&scope=builder-wide');
    await user.keyboard(' ');
    await expectPostsOf('my-society', 'My Society posts');
    expectMarks('My Society', false);

    // Clear filter, from the keyboard too: the tab comes back, and the focus goes to it.
    await user.click(filterButton());
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    screen.getByRole('button', { name: 'Clear filter' }).focus();
    await user.keyboard('{Enter}');
    await expectPostsOf('my-society', 'My Society posts');
    expectMarks('My Society', false);
    expect(screen.getByRole('tab', { name: 'My Society' })).toHaveFocus();

    // Under the filter the first tab is the one Tab reaches; arrows choose a tab as ever.
    await user.click(filterButton());
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    const [first] = tabs();
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    await expectPostsOf('my-society', 'My Society posts');
    expectMarks('My Society', false);
    expect(lists.every(({ params }) => params.get('userId') === String(viewer.id))).toBe(true);
  });

  it('opened at an address with a tab and the filter, shows and marks the filter', async () => {
    await loginAs(SEED.demoUserId);
    // Narrowing My Society to builder-wide posts listed nothing under a marked My Society.
    renderApp('/home?tab=my-society&scope=builder-wide', MARKS_IN_COLOUR);
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    expectMarks(null, true);
  });

  it('on the older home, Filter is its Builder-Wide tab', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/old-home');
    await expectPostsOf('all', 'All Concerns posts');
    const marks = (tab: string, filter: boolean) => {
      for (const each of tabs()) {
        expect(each).toHaveAttribute('aria-selected', String(each.textContent!.startsWith(tab)));
      }
      expect(filterButton()).toHaveAttribute('aria-pressed', String(filter));
      expect(screen.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();
    };

    await user.click(filterButton());
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    marks('Builder-Wide', true);
    await user.click(filterButton());
    await expectPostsOf('all', 'All Concerns posts');
    marks('All Concerns', false);
    await user.click(screen.getByRole('tab', { name: /^Builder-Wide/ }));
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    marks('Builder-Wide', true);
    await user.click(screen.getByRole('tab', { name: /^Following/ }));
    await expectPostsOf('following', 'Following posts');
    marks('Following', false);
  });
});

describe('Latest', { timeout: 90_000 }, () => {
  it('brings the newest posts to the top from the first page, and says what came', async () => {
    await loginAs(SEED.demoUserId);
    const scrolls = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/home', MARKS_IN_COLOUR);
    await expectPostsOf('all', 'All Concerns posts');
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0].params.get('offset')).toBe('20');

    const neighbour = db.user.findFirst({ where: { id: { equals: SEED.neighbourId } } })!;
    const fresh = createPostRecord(neighbour, 'Water tanker at gate 2 right now, bring buckets', {
      attachmentIds: [],
      groupId: null,
    });
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await expectToast('Showing the latest posts', '1 new post in All Concerns.');
    const [top] = await findFeedArticles({ name: 'All Concerns posts' });
    expect(top).toHaveTextContent(fresh.content);
    await expectPostsOf('all', 'All Concerns posts');
    expect(scrolls).toHaveBeenCalledWith({ top: 0 });
    // The first page only: the pages read before are not asked for again.
    expect(lists.slice(1).map(({ params }) => params.get('offset'))).toEqual(['0']);
    // An action, not a choice: nothing is marked by it, and the marks stay as they were.
    expect(screen.getByRole('button', { name: 'Latest' })).not.toHaveAttribute('aria-pressed');
    expectMarks('All Concerns', false);

    // Pressed again with nothing new, it says so: the list looks just as it did.
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await expectToast('Showing the latest posts', 'No new posts in All Concerns.');
    expectMarks('All Concerns', false);
  });

  it('refreshes what the filter shows and keeps it marked', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home?scope=builder-wide', MARKS_IN_COLOUR);
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    await expectToast('Showing the latest posts', 'No new posts in Builder-Wide.');
    await expectPostsOf('builder-wide', 'Builder-Wide posts');
    expectMarks(null, true);
  });
});
