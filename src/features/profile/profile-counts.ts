import type { User } from '../../api/types';
import type { ProfileStat } from './profile-header';

/**
 * The number of posts a profile shows: the proposed postsCount, else the documented posts list's
 * length; null when the server sent neither, so no screen shows a made-up 0.
 */
export function postsCountOf(user: Partial<Pick<User, 'postsCount' | 'posts'>>): number | null {
  if (typeof user.postsCount === 'number') return user.postsCount;
  return Array.isArray(user.posts) ? user.posts.length : null;
}

/**
 * The header's counts: Posts (when the server's data tells it), Saved (given on the viewer's own
 * profile only: a number, null while loading, undefined when it cannot be known), Following and
 * Followers.
 */
export function profileStats(
  user: Pick<User, 'postsCount' | 'posts' | 'followingCount' | 'followersCount'>,
  saved?: number | null,
): ProfileStat[] {
  const posts = postsCountOf(user);
  return [
    ...(posts === null ? [] : [{ label: 'Posts', value: posts }]),
    ...(saved === undefined ? [] : [{ label: 'Saved', value: saved }]),
    { label: 'Following', value: user.followingCount ?? 0 },
    { label: 'Followers', value: user.followersCount ?? 0 },
  ];
}
