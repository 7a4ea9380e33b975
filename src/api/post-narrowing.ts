// GET /api/posts takes proposed keys (paging and narrowing) that a production server may ignore.
// The app then does on the client what the keys ask: it keeps the posts they name and cuts out
// the page, so a feed shows each post once, a profile only its resident's posts and a period only
// its posts. A server that ignores paging sends the whole list; one that pages but does not narrow
// sends pages that are not the ones asked for, so the whole list is asked for and paged here.
// Against a server that applied the keys, nothing changes.
import { isBuilderWidePost, tagKey } from '../lib/text';
import { PERIOD_MS } from './periods';
import type { FeedFilter, Id, Period, Post } from './types';

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

/** Engagement, by which trending ranks: likes + comments + reposts. */
export const engagementOf = (post: Post) =>
  (post.likesCount || 0) + (post.commentsCount || 0) + (post.repostsCount || 0);

function matches(post: Post, keys: PostNarrowing, now: number): boolean {
  const hashtag = keys.hashtag === undefined ? '' : tagKey(keys.hashtag.replace(/^#/, ''));
  const q = keys.q?.trim().toLowerCase();
  const builderWide = isBuilderWidePost(post);
  return (
    (keys.authorId === undefined || post.authorId === keys.authorId) &&
    // Only the start of the period: a phone whose clock is behind still shows the newest posts.
    (!keys.period || Date.parse(post.createdAt) > now - PERIOD_MS[keys.period]) &&
    (!hashtag || (post.hashtags ?? []).some((tag) => tagKey(tag) === hashtag)) &&
    (keys.societyId === undefined || (societyOf(post) === keys.societyId && !builderWide)) &&
    (keys.builderWide === undefined || builderWide === keys.builderWide) &&
    (!q ||
      [post.content, post.author?.fullName, post.author?.username].some((text) =>
        text?.toLowerCase().includes(q),
      ))
  );
}

/**
 * The page the keys ask for, from `posts`, the server's answer to them. `wholeList` reads the list
 * without the proposed keys, for a server that pages but does not narrow. A trending list cut
 * here is ranked by engagement first, as the server ranks it.
 */
export async function narrowPosts(
  posts: Post[],
  { filter, ...keys }: PostNarrowing & { filter?: FeedFilter },
  wholeList: () => Promise<Post[]>,
  now = Date.now(),
): Promise<Post[]> {
  if (!Array.isArray(posts)) return posts;
  const named = (list: Post[]) => list.filter((post) => matches(post, keys, now));
  const { limit, offset = 0 } = keys;
  const page = (list: Post[]) => {
    const ranked =
      filter === 'trending' ? [...list].sort((a, b) => engagementOf(b) - engagementOf(a)) : list;
    return ranked.slice(offset, offset + limit!);
  };
  const kept = named(posts);
  if (limit === undefined) return kept;
  // More than a page back: the server ignored the paging and sent the whole list.
  if (posts.length > limit) return page(kept);
  if (kept.length === posts.length) return kept;
  return page(named(await wholeList()));
}
