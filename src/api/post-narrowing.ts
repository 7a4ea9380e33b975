// GET /api/posts takes proposed keys (paging and narrowing) that a production server may ignore,
// answering with the whole list. The app then does on the client what the keys ask: it keeps the
// posts they name and cuts out the page, so a feed shows each post once, a profile only its
// resident's posts and a period only its posts. Against a server that applied them, it changes
// nothing.
import { isBuilderWidePost } from '../lib/text';
import { inPeriod } from './periods';
import type { Id, Period, Post } from './types';

/** The proposed keys of GET /api/posts. */
export interface PostNarrowing {
  /** Paging, newest first (trending: most engagement first). */
  limit?: number;
  offset?: number;
  /** Narrowing. */
  period?: Period;
  hashtag?: string;
  societyId?: Id;
  authorId?: Id;
  builderWide?: boolean;
  q?: string;
}

const societyOf = (post: Post) => (post.society ?? post.author?.society)?.id;

function matches(post: Post, keys: PostNarrowing, now: number): boolean {
  const hashtag = keys.hashtag?.replace(/^#/, '').toLowerCase();
  const q = keys.q?.trim().toLowerCase();
  const builderWide = isBuilderWidePost(post);
  return (
    (keys.authorId === undefined || post.authorId === keys.authorId) &&
    (!keys.period || inPeriod(post.createdAt, keys.period, now)) &&
    (!hashtag || (post.hashtags ?? []).some((tag) => tag.toLowerCase() === hashtag)) &&
    (keys.societyId === undefined || (societyOf(post) === keys.societyId && !builderWide)) &&
    (keys.builderWide === undefined || builderWide === keys.builderWide) &&
    (!q ||
      [post.content, post.author?.fullName, post.author?.username].some((text) =>
        text?.toLowerCase().includes(q),
      ))
  );
}

/** The page the keys ask for, whether or not the server applied them. */
export function narrowPosts(posts: Post[], keys: PostNarrowing, now = Date.now()): Post[] {
  if (!Array.isArray(posts)) return posts;
  const named = posts.filter((post) => matches(post, keys, now));
  const { limit, offset = 0 } = keys;
  // More than a page back: the server ignored the paging and sent the whole list.
  if (limit === undefined || named.length <= limit) return named;
  return named.slice(offset, offset + limit);
}
