import type { Post, Society } from '../../api/types';
import { isBuilderWidePost } from '../../lib/text';

/** At most 10 posts per tab (docs/product.md#landing-page). */
export const POSTS_PER_TAB = 10;

export type LandingTab = 'all' | 'builder-wide' | 'society';

/** The society a card shows: the post's own, or for a builder-wide post the author's. */
export function societyOf(post: Post): Society | null {
  return post.society ?? post.author?.society ?? null;
}

export interface LandingStats {
  societies: number;
  concerns: number;
  builderWide: number;
  societySpecific: number;
}

/** The four counters, counted from the posts themselves (never fixed figures). */
export function landingStats(posts: Post[]): LandingStats {
  const societies = new Set<string>();
  for (const post of posts) {
    if (post.society?.name) societies.add(post.society.name);
    if (post.author?.society?.name) societies.add(post.author.society.name);
  }
  const builderWide = posts.filter(isBuilderWidePost).length;
  return {
    societies: societies.size,
    concerns: posts.length,
    builderWide,
    societySpecific: posts.length - builderWide,
  };
}

export interface LandingFilter {
  /** Free text: matched against the content, the author's name and username, the society. */
  search: string;
  /** A society name, or '' for All Societies. */
  society: string;
}

export function filterPosts(posts: Post[], { search, society }: LandingFilter): Post[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    const societyName = societyOf(post)?.name ?? '';
    if (society && societyName !== society) return false;
    if (!needle) return true;
    return [post.content, post.author?.fullName, post.author?.username, societyName].some((field) =>
      field?.toLowerCase().includes(needle),
    );
  });
}

/** The posts of each tab, all of them (the screen shows the first POSTS_PER_TAB). */
export function postsByTab(posts: Post[]): Record<LandingTab, Post[]> {
  const builderWide = posts.filter(isBuilderWidePost);
  return {
    all: posts,
    'builder-wide': builderWide,
    society: posts.filter((post) => !isBuilderWidePost(post)),
  };
}
