// What the db says Explore should show, computed the way docs/product.md#explore-and-trending
// defines it, and a recorder of the calls the screen sends.
import { screen, within } from '@testing-library/react';
import type { Period, Trend } from '../../api/types';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { blockedIdsOf } from '../../../mocks/store';

export const SLOW = { timeout: 30_000 };
const HOUR = 3_600_000;
const PERIOD_MS: Record<Period, number> = { '24h': 24 * HOUR, week: 168 * HOUR, month: 720 * HOUR };

/**
 * The feed posts the demo user sees (not group posts, not by residents they blocked) created in
 * the period ending now, or the one before (`back` 1).
 */
export function feedPostsIn(period: Period, back = 0) {
  const end = Date.now() - back * PERIOD_MS[period];
  const hidden = blockedIdsOf(SEED.demoUserId);
  return db.post.getAll().filter((post) => {
    const time = Date.parse(post.createdAt);
    return (
      post.groupId === null &&
      !hidden.has(post.authorId) &&
      time <= end &&
      time > end - PERIOD_MS[period]
    );
  });
}

function tagCounts(posts: ReturnType<typeof feedPostsIn>) {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const post of posts) {
    for (const tag of post.hashtags) {
      const key = tag.toLowerCase();
      if (key === 'builderwide') continue; // a scope marker, not a topic
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return counts;
}

/** The period's hashtags, most used first, with the trend against the period before. */
export function expectedHashtags(period: Period, limit = 8) {
  const previous = tagCounts(feedPostsIn(period, 1));
  return [...tagCounts(feedPostsIn(period)).entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || keyA.localeCompare(keyB))
    .slice(0, limit)
    .map(([key, { tag, count }]) => {
      const before = previous.get(key)?.count ?? 0;
      const trend: Trend = count > before ? 'up' : count < before ? 'down' : 'stable';
      return { tag, count, trend };
    });
}

export const TREND_TEXT: Record<Trend, string> = {
  up: 'Rising',
  down: 'Falling',
  stable: 'Steady',
};
export const postsText = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** The period's feed posts the demo user may see, most engaging first (ties: newest first). */
export function expectedPopular(period: Period) {
  const hidden = blockedIdsOf(SEED.demoUserId);
  return feedPostsIn(period)
    .filter((post) => !hidden.has(post.authorId))
    .map((post) => ({
      ...post,
      engagement: post.likesCount + post.commentsCount + post.repostsCount,
    }))
    .sort(
      (a, b) =>
        b.engagement - a.engagement || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
}

/** The cards of the hashtag strip as { tag, posts, trend, trending } read from the screen. */
export async function readStrip() {
  const strip = await screen.findByRole('list', { name: 'Trending hashtags' }, SLOW);
  return within(strip)
    .getAllByRole('link')
    .map((card) => ({
      tag: within(card).getByText(/^#/).textContent,
      posts: within(card).getByText(/ posts?$/).textContent,
      trend: within(card).getByText(/^(Rising|Falling|Steady)$/).textContent,
      trending: within(card).queryByText('Trending') !== null,
    }));
}

export const stripOf = (hashtags: ReturnType<typeof expectedHashtags>) =>
  hashtags.map((hashtag, index) => ({
    tag: `#${hashtag.tag}`,
    posts: postsText(hashtag.count),
    trend: TREND_TEXT[hashtag.trend],
    trending: index < 3,
  }));
