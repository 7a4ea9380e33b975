// Session expiry on every signed-in screen that loads data (each route shape of src/app/routes.tsx,
// and the parts that load apart): a 401 on the screen's own calls signs the resident out with the
// session-ended message (docs/product.md#sessions-and-credentials) and sends them to /login; where
// the screen has a composer, the draft is there again once they sign back in.
import { act, screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { preload, preloadFeed } from '../testing/preload';
import { firstArticle, SLOW } from '../testing/screen-faults';
import { runSessionExpiry, type ExpiryCase } from './fault-matrix';
import { loadLoginScreen } from '../features/auth';
import { loadGroupDetailScreen } from '../features/groups';
import { loadProfileScreen } from '../features/profile';
import { loadLegacyHomeScreen } from '../features/legacy';

preloadFeed();
preload(loadLoginScreen, loadGroupDetailScreen, loadProfileScreen, loadLegacyHomeScreen);

const feedComposer = async () => {
  const region = await screen.findByRole('region', { name: 'Create a post' }, SLOW);
  const box = within(region).getByRole('textbox', { name: 'Share a concern or update' });
  // The form below the text shows once it has the focus. The society options arrive after the
  // form: typing before them would race the first choice.
  act(() => box.focus());
  await within(region).findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, SLOW);
  return box;
};
const simpleComposer = () =>
  screen.findByRole('textbox', { name: 'Share a concern or update' }, SLOW);
const heading = (name: string) => () => screen.findByRole('heading', { level: 1, name }, SLOW);
const EXPLORE_CALLS = ['listTrendingHashtags', 'listPosts', 'listGroups', 'getPostStats'] as const;

const cases: ExpiryCase[] = [
  {
    name: 'feed at /, which becomes the landing page',
    path: '/',
    calls: ['listPosts'],
    loaded: firstArticle,
    signedOutPath: '/',
  },
  {
    name: 'feed',
    path: '/home',
    calls: ['listPosts'],
    loaded: firstArticle,
    composer: feedComposer,
  },
  {
    name: 'stories strip',
    path: '/home',
    calls: ['listFollowingStories'],
    loaded: async () => (await screen.findAllByRole('button', { name: /Priya/ }, SLOW))[0],
  },
  {
    name: 'explore',
    path: '/explore',
    calls: EXPLORE_CALLS,
    loaded: () => screen.findByRole('tablist', {}, SLOW),
  },
  {
    name: 'groups',
    path: '/groups',
    calls: ['listGroups', 'getGroupStats'],
    loaded: async () => (await screen.findAllByRole('heading', { level: 3 }, SLOW))[0],
  },
  {
    name: 'group detail',
    path: `/group/${SEED.joinedGroupId}`,
    calls: ['getGroup'],
    loaded: heading('Weekend Cricket League'),
  },
  {
    name: 'group posts',
    path: `/groups/${SEED.joinedGroupId}`,
    calls: ['listGroupPosts'],
    loaded: firstArticle,
    composer: () =>
      screen.findByRole('textbox', { name: 'Write a post for Weekend Cricket League' }, SLOW),
  },
  {
    name: 'trending',
    path: '/trending',
    calls: ['listPosts', 'getPostStats'],
    loaded: async () => (await screen.findAllByText(/#1 Trending/, {}, SLOW))[0],
  },
  {
    name: 'notifications',
    path: '/notifications',
    calls: ['listNotifications'],
    loaded: async () => (await screen.findAllByRole('button', { name: /Mark as read/ }, SLOW))[0],
  },
  {
    name: 'own profile',
    path: '/profile',
    calls: ['getUser', 'listPosts', 'listSavedPosts'],
    loaded: firstArticle,
  },
  {
    name: "another resident's profile",
    path: `/profile/${SEED.neighbourId}`,
    calls: ['getUser', 'listPosts'],
    loaded: heading('Priya Sharma'),
  },
  {
    name: 'post page',
    path: `/posts/${SEED.othersPostId}`,
    calls: ['getPost', 'listComments'],
    loaded: () => screen.findByRole('article', {}, SLOW),
    composer: () => screen.findByRole('textbox', { name: 'Write a comment' }, SLOW),
  },
  {
    name: 'search',
    path: '/search?q=va',
    calls: ['search'],
    loaded: async () => (await screen.findAllByRole('link', { name: /Vasundhara/ }, SLOW))[0],
  },
  {
    name: 'legacy home',
    path: '/legacy/home',
    calls: ['listPosts'],
    loaded: firstArticle,
    composer: simpleComposer,
  },
  {
    name: 'old home',
    path: '/old-home',
    calls: ['listPosts', 'getPostStats'],
    loaded: firstArticle,
    composer: simpleComposer,
  },
  {
    name: 'legacy explore',
    path: '/legacy/explore',
    calls: EXPLORE_CALLS,
    loaded: async () => (await screen.findAllByRole('article', {}, SLOW))[0],
  },
  {
    name: 'legacy groups',
    path: '/legacy/groups',
    calls: ['listGroups', 'getGroupStats'],
    loaded: async () => (await screen.findAllByRole('heading', { level: 3 }, SLOW))[0],
  },
  {
    name: 'legacy notifications',
    path: '/legacy/notifications',
    calls: ['listNotifications'],
    loaded: async () => (await screen.findAllByRole('button', { name: /Mark as read/ }, SLOW))[0],
  },
];

describe('a 401 on any screen ends the session', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [`${item.name} (${item.path})`, item] as const))(
    '%s',
    async (_, item) => {
      await runSessionExpiry(item);
    },
  );
});
