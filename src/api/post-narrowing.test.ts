import { describe, expect, it } from 'vitest';
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
const noWholeList = () => Promise.reject(new Error('not asked for'));
const narrow = (posts: Post[], keys: Parameters<typeof narrowPosts>[1]) =>
  narrowPosts(posts, keys, noWholeList, NOW);

describe('narrowPosts: the proposed keys done on the client when the server ignores them', () => {
  it('cuts the asked page out of a whole list, so the pages join without a repeat', async () => {
    const pages = await Promise.all(
      [0, 20, 40].map((offset) => narrow(whole, { limit: 20, offset })),
    );
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(new Set(pages.flat().map((item) => item.id)).size).toBe(45);
  });

  it('changes nothing the server already applied', async () => {
    const page = whole.slice(20, 40);
    expect(await narrow(page, { limit: 20, offset: 20 })).toEqual(page);
    const mine = whole.filter((item) => item.authorId === 2);
    expect(await narrow(mine, { authorId: 2 })).toEqual(mine);
  });

  it("keeps one resident's posts, then pages them", async () => {
    const theirs = await narrow(whole, { authorId: 2, limit: 10, offset: 0 });
    expect(theirs).toHaveLength(10);
    expect(theirs.every((item) => item.authorId === 2)).toBe(true);
  });

  it('pages the whole list itself when the server pages but does not narrow', async () => {
    // The server's first page of everyone: the resident's posts among it are not her first page.
    let asked = 0;
    const wholeList = () => Promise.resolve((asked++, whole));
    const first = await narrowPosts(whole.slice(0, 20), { authorId: 2, limit: 20 }, wholeList, NOW);
    expect(asked).toBe(1);
    expect(ids(first)).toEqual(ids(whole.filter((item) => item.authorId === 2)));
  });

  it('ranks a trending list by engagement before cutting its page', async () => {
    const quiet = whole.map((item) => ({ ...item, likesCount: item.id === 45 ? 99 : 0 }));
    const [top] = await narrow(quiet, { filter: 'trending', limit: 10 });
    expect(top.id).toBe(45);
    // A list the server paged keeps the server's order.
    const [first] = await narrow(quiet.slice(0, 10), { filter: 'trending', limit: 10 });
    expect(first.id).toBe(1);
  });

  it('keeps the period from its start, and posts newer than this clock', async () => {
    const day = await narrow(whole, { period: '24h' });
    expect(ids(day)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    const ahead = post(99, { createdAt: new Date(NOW + 60_000).toISOString() });
    expect(ids(await narrow([ahead], { period: '24h' }))).toEqual([99]);
  });

  it('keeps a hashtag (with or without #, any case), a society, builder-wide, a text', async () => {
    const tagged = [post(1, { hashtags: ['WaterSupply'] }), post(2, { hashtags: ['Parking'] })];
    expect(ids(await narrow(tagged, { hashtag: '#watersupply' }))).toEqual([1]);
    const wide = post(3, { authorId: 2, isBuilderWide: true });
    const local = post(4, { authorId: 2 });
    // A society's own posts: its residents' posts that are not builder-wide.
    expect(ids(await narrow([wide, local, post(5)], { societyId: 2 }))).toEqual([4]);
    expect(ids(await narrow([wide, local], { builderWide: true }))).toEqual([3]);
    const tagged2 = post(6, { content: 'Visitor passes #BuilderWide' });
    expect(ids(await narrow([tagged2, local], { builderWide: true }))).toEqual([6]);
    expect(ids(await narrow([local, post(7, { authorId: 3 })], { q: 'RESIDENT 3' }))).toEqual([7]);
  });
});
