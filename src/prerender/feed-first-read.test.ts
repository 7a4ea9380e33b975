import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_ID_SLOT } from './boot-app';
import { feedFirstReadUrl } from './feed-first-read';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feedFirstReadUrl', () => {
  it('is the request the app’s first load of the feed sends, with a slot for the viewer, unsent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const before = globalThis.fetch;
    const url = await feedFirstReadUrl();
    // The documented filter and viewer, then the proposed paging (src/api/posts.ts listPosts).
    expect(url).toBe(`/api/posts?filter=all&userId=${VIEWER_ID_SLOT}&limit=20&offset=0`);
    expect(fetch).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(before);
  });
});
