import type { HashtagSummary, Period, Trend } from '../../src/api/types';
import { BUILDER_WIDE_TAG, tagKey } from '../../src/lib/text';
import { db, type PostRecord } from '../db';
import { route } from '../http';
import { inPeriod, parsePeriod } from '../period';
import { Lookup, toGroup, toSociety } from '../serialize';
import { blockedIdsOf, visibleFeedPosts } from '../store';

export const TRENDING_FLAGGED = 3;
const DEFAULT_HASHTAG_LIMIT = 8;
const SEARCH_LIMIT = 8;

/** Tag counts of posts, case-insensitive, keyed by the spelling first seen. #BuilderWide is a scope marker, not a topic. */
function countTags(posts: PostRecord[]): Map<string, { tag: string; count: number }> {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const post of posts) {
    for (const tag of post.hashtags) {
      const key = tagKey(tag);
      if (key === tagKey(BUILDER_WIDE_TAG)) continue;
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return counts;
}

function trendOf(current: number, previous: number): Trend {
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'stable';
}

/** The tags of the period's posts, most used first; the trend compares with the period before. */
export function trendingHashtags(
  period: Period | undefined,
  limit: number,
  viewerId: number | undefined,
): HashtagSummary[] {
  const now = Date.now();
  const feedPosts = visibleFeedPosts(viewerId);
  const current = countTags(
    period ? feedPosts.filter((post) => inPeriod(post.createdAt, period, now)) : feedPosts,
  );
  const previous = period
    ? countTags(feedPosts.filter((post) => inPeriod(post.createdAt, period, now, 1)))
    : new Map<string, { tag: string; count: number }>();
  return [...current.entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || keyA.localeCompare(keyB))
    .slice(0, limit)
    .map(([key, { tag, count }], index) => ({
      tag,
      postCount: count,
      trending: index < TRENDING_FLAGGED,
      trend: period ? trendOf(count, previous.get(key)?.count ?? 0) : 'stable',
    }));
}

export const discoveryHandlers = {
  listTrendingHashtags: route(
    'listTrendingHashtags',
    'get',
    '/api/hashtags/trending',
    ({ query, intQuery, viewer }) => {
      const period = parsePeriod(query.get('period'));
      const limit = Math.min(intQuery('limit') ?? DEFAULT_HASHTAG_LIMIT, 50);
      return trendingHashtags(period, limit, viewer?.id);
    },
  ),

  search: route('search', 'get', '/api/search', ({ query, viewer }) => {
    // Compared as tags are (tagKey): case-insensitive and in one Unicode normal form, so "#पानी"
    // finds the tag however the keyboard composed it.
    const q = tagKey((query.get('q') ?? '').trim());
    const empty = { users: [], societies: [], hashtags: [], groups: [] };
    if (!q) return empty;
    const bare = q.replace(/^[#@]/, '');
    if (!bare) return empty;
    const includes = (text: string | null) => tagKey(text ?? '').includes(bare);
    const lookup = new Lookup(viewer);
    const hidden = blockedIdsOf(viewer?.id);
    return {
      users: db.user
        .getAll()
        .filter(
          (user) => !hidden.has(user.id) && (includes(user.fullName) || includes(user.username)),
        )
        .slice(0, SEARCH_LIMIT)
        .map((user) => lookup.userSummary(user.id)),
      societies: db.society
        .getAll()
        .filter(
          (society) => includes(society.name) || includes(society.city) || includes(society.state),
        )
        .slice(0, SEARCH_LIMIT)
        .map(toSociety),
      hashtags: trendingHashtags(undefined, Number.MAX_SAFE_INTEGER, viewer?.id)
        .filter((hashtag) => includes(hashtag.tag))
        .slice(0, SEARCH_LIMIT),
      groups: db.group
        .getAll()
        .filter((group) => includes(group.name) || includes(group.description))
        .slice(0, SEARCH_LIMIT)
        .map((group) => toGroup(group, lookup)),
    };
  }),
};
