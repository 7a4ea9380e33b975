import { engagementOf } from '../../api/post-narrowing';
import { usePostList } from '../../api/posts';
import type { Id, Post } from '../../api/types';

/** The trending posts as documented: GET /api/posts?filter=trending&userId={id}, ranked by the server. */
export function useTrendingPosts(userId: Id) {
  return usePostList({ filter: 'trending', userId });
}

export interface TrendingStats {
  totalPosts: number;
  totalEngagement: number;
  /** The most engaging post and its engagement; null when there are no posts. */
  top: { post: Post; engagement: number } | null;
}

/** The summary tiles, over the posts listed. */
export function trendingStats(posts: Post[]): TrendingStats {
  let top: TrendingStats['top'] = null;
  let totalEngagement = 0;
  for (const post of posts) {
    const engagement = engagementOf(post);
    totalEngagement += engagement;
    if (!top || engagement > top.engagement) top = { post, engagement };
  }
  return { totalPosts: posts.length, totalEngagement, top };
}
