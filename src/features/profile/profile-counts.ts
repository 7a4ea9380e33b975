import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_POSTS_LIMIT } from '../../api/limits';
import type { User } from '../../api/types';
import type { ProfileStat } from './profile-header';

/**
 * The number of posts a profile shows: the proposed postsCount, else the length of the documented
 * posts list while it is under its cap. Null when neither tells (no list, or a full list that may
 * hold only the latest of more), so no screen shows a made-up count.
 */
export function postsCountOf(user: Partial<Pick<User, 'postsCount' | 'posts'>>): number | null {
  if (typeof user.postsCount === 'number') return user.postsCount;
  if (!Array.isArray(user.posts) || user.posts.length >= PROFILE_POSTS_LIMIT) return null;
  return user.posts.length;
}

/**
 * The header's counts: Posts (when the server's data tells it), Saved (given on the viewer's own
 * profile only: a number, null while loading, undefined when it cannot be known), Following and
 * Followers. Labels in the current language: the screens that call this re-render on a switch.
 */
export function profileStats(
  user: Pick<User, 'postsCount' | 'posts' | 'followingCount' | 'followersCount'>,
  saved?: number | null,
): ProfileStat[] {
  const posts = postsCountOf(user);
  return [
    ...(posts === null ? [] : [{ label: i18n._(msg`Posts`), value: posts }]),
    ...(saved === undefined ? [] : [{ label: i18n._(msg`Saved`), value: saved }]),
    { label: i18n._(msg`Following`), value: user.followingCount ?? 0 },
    { label: i18n._(msg`Followers`), value: user.followersCount ?? 0 },
  ];
}
