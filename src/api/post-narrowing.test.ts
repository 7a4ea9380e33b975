import { describe, expect, it } from 'vitest';
import { PERIOD_MS } from './periods';
import { narrowPosts } from './post-narrowing';
import type { Post } from './types';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const society = (id: number) => ({ id, name: `Society ${id}`, city: 'Pune', state: 'Maharashtra' });

function post(id: number, fields: Partial<Post> = {}): Post {
  const authorId = fields.authorId ?? 1;
  return {
    id,
    content: `Post ${id}`,
    authorId,
    imageUrl: null,
    createdAt: new Date(NOW - id * 60 * 60 * 1000).toISOString(),
    likesCount: 0,
    commentsCount: 0,
    repostsCount: 0,
    isBuilderWide: false,
    hashtags: [],
    mentions: [],
    author: {
      id: authorId,
      fullName: `Resident ${authorId}`,
      username: `r${authorId}`,
      profileImage: null,
      society: society(authorId),
    },
    ...fields,
  } as Post;
}

// What a documented server sends: the whole list, whatever the proposed keys asked.
const whole = Array.from({ length: 45 }, (_, index) =>
  post(index + 1, { authorId: (index % 3) + 1 }),
);
const ids = (posts: Post[]) => posts.map((item) => item.id);

describe('narrowPosts: the proposed keys done on the client when the server ignores them', () => {
  it('cuts the asked page out of a whole list, so the pages join without a repeat', () => {
    const pages = [0, 20, 40].map((offset) => narrowPosts(whole, { limit: 20, offset }, NOW));
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(new Set(pages.flat().map((item) => item.id)).size).toBe(45);
  });

  it('changes nothing the server already applied', () => {
    const page = whole.slice(20, 40);
    expect(narrowPosts(page, { limit: 20, offset: 20 }, NOW)).toEqual(page);
    const mine = whole.filter((item) => item.authorId === 2);
    expect(narrowPosts(mine, { authorId: 2 }, NOW)).toEqual(mine);
  });

  it("keeps one resident's posts, then pages them", () => {
    const theirs = narrowPosts(whole, { authorId: 2, limit: 10, offset: 0 }, NOW);
    expect(theirs).toHaveLength(10);
    expect(theirs.every((item) => item.authorId === 2)).toBe(true);
  });

  it('keeps the period: the last 24 hours hold the posts of the last 24 hours', () => {
    const day = narrowPosts(whole, { period: '24h' }, NOW);
    expect(ids(day)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect(PERIOD_MS['24h']).toBe(24 * 60 * 60 * 1000);
  });

  it('keeps a hashtag (with or without #, any case), a society, builder-wide, a text', () => {
    const tagged = [post(1, { hashtags: ['WaterSupply'] }), post(2, { hashtags: ['Parking'] })];
    expect(ids(narrowPosts(tagged, { hashtag: '#watersupply' }, NOW))).toEqual([1]);
    const wide = post(3, { authorId: 2, isBuilderWide: true });
    const local = post(4, { authorId: 2 });
    // A society's own posts: its residents' posts that are not builder-wide.
    expect(ids(narrowPosts([wide, local, post(5)], { societyId: 2 }, NOW))).toEqual([4]);
    expect(ids(narrowPosts([wide, local], { builderWide: true }, NOW))).toEqual([3]);
    const tagged2 = post(6, { content: 'Visitor passes #BuilderWide' });
    expect(ids(narrowPosts([tagged2, local], { builderWide: true }, NOW))).toEqual([6]);
    expect(ids(narrowPosts([local, post(7, { authorId: 3 })], { q: 'RESIDENT 3' }, NOW))).toEqual([
      7,
    ]);
  });
});
