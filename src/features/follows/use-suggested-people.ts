import { useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../api/client';
import { listPosts } from '../../api/posts';
import type { Id, Post, UserSummary } from '../../api/types';
import { wrapRequest } from '../../api/query-options';
import { suggestedUsersQueryOptions } from '../../api/users';

/** How many people "People You May Know" shows. */
export const SUGGESTION_COUNT = 5;

/** The first few authors of these posts other than the viewer, each once. */
export function authorsOf(posts: Post[], viewerId: Id, count = SUGGESTION_COUNT): UserSummary[] {
  const people = new Map<Id, UserSummary>();
  for (const post of posts) {
    if (people.size === count) break;
    const author = post.author;
    if (author && author.id !== viewerId && !people.has(author.id)) people.set(author.id, author);
  }
  return [...people.values()];
}

/**
 * People You May Know (proposed GET /api/users/{id}/suggestions). A server without it still has
 * neighbours to suggest, from the documented feed filters: the authors of the viewer's society
 * feed whom the Following feed does not show, real residents whom Follow really follows.
 */
export function useSuggestedPeople(viewerId: Id) {
  return useQuery(
    wrapRequest(suggestedUsersQueryOptions(viewerId), async (request) => {
      try {
        return await request();
      } catch (error) {
        // The viewer exists: a 404 is the route's.
        if (!isEndpointMissing(error, { recordExists: true })) throw error;
        const [society, following] = await Promise.all([
          listPosts({ filter: 'my-society', userId: viewerId }),
          listPosts({ filter: 'following', userId: viewerId }),
        ]);
        const followed = new Set(following.map((post) => post.authorId));
        const strangers = society.filter((post) => !followed.has(post.authorId));
        return authorsOf(strangers, viewerId);
      }
    }),
  );
}
