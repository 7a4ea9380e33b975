// Explore's constants (docs/product.md#constants-and-limits) and the built-in sample data a backend
// without the proposed endpoints falls back to
// (docs/product.md#a-backend-with-only-the-documented-calls).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HashtagSummary, Period, Post, PostStats } from '../../api/types';
import { PERIODS } from '../../api/types';
import { isBuilderWidePost } from '../../lib/text';

/** 8 trending hashtags, 5 in the top list, 10 popular posts, 6 suggested groups. */
export const HASHTAG_LIMIT = 8;
export const TOP_HASHTAGS = 5;
export const POPULAR_LIMIT = 10;
export const SUGGESTED_GROUPS = 6;
export const DEFAULT_PERIOD: Period = 'week';

export interface PeriodOption {
  value: Period;
  /** Shown in the reader's language. */
  label: MessageDescriptor;
}

/**
 * The canonical labels; the legacy variant names the same periods differently
 * (docs/product.md#older-variants).
 */
export const CANONICAL_PERIODS: PeriodOption[] = [
  { value: '24h', label: msg`24h` },
  { value: 'week', label: msg`Week` },
  { value: 'month', label: msg`Month` },
];
export const LEGACY_PERIODS: PeriodOption[] = [
  { value: '24h', label: msg`Today` },
  { value: 'week', label: msg`This Week` },
  { value: 'month', label: msg`This Month` },
];

export function parsePeriod(value: string | null): Period {
  return (PERIODS as readonly string[]).includes(value ?? '') ? (value as Period) : DEFAULT_PERIOD;
}

/** A tag as typed in a link ('#WaterSupply' or 'WaterSupply') without its '#'. */
export const bareTag = (tag: string) => tag.trim().replace(/^#+/, '');

/**
 * The sample topics (docs/product.md#constants-and-limits): water, power cut, security,
 * maintenance, cleanliness, parking, noise, elevator.
 */
// Hashtags are user content: never translated.

export const SAMPLE_HASHTAGS: HashtagSummary[] = [
  { tag: 'WaterSupply', postCount: 124, trending: true, trend: 'up' },
  { tag: 'PowerCut', postCount: 96, trending: true, trend: 'up' },
  { tag: 'Security', postCount: 67, trending: true, trend: 'stable' },
  { tag: 'Maintenance', postCount: 54, trending: false, trend: 'down' },
  { tag: 'Cleanliness', postCount: 48, trending: false, trend: 'up' },
  { tag: 'Parking', postCount: 41, trending: false, trend: 'stable' },
  { tag: 'Noise', postCount: 29, trending: false, trend: 'down' },
  { tag: 'Elevator', postCount: 22, trending: false, trend: 'up' },
];

/** Engagement totals of posts: the stand-in when the server has no period statistics. */
export function statsOf(posts: Post[]): PostStats {
  return {
    totalPosts: posts.length,
    totalLikes: posts.reduce((sum, post) => sum + (post.likesCount || 0), 0),
    totalComments: posts.reduce((sum, post) => sum + (post.commentsCount || 0), 0),
    totalReposts: posts.reduce((sum, post) => sum + (post.repostsCount || 0), 0),
    builderWidePosts: posts.filter(isBuilderWidePost).length,
  };
}
