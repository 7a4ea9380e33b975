// The screens are lazy chunks compiled on first import: load the heavy ones once before a suite,
// so that a test's waiting time measures the app, not the compiler of a busy machine.
import { beforeAll } from 'vitest';
import { loadFeedScreen } from '../features/feed';
import { loadPostScreen } from '../features/posts';

export function preload(...chunks: Array<() => Promise<unknown>>) {
  beforeAll(async () => {
    await Promise.all(chunks.map((load) => load()));
  }, 120_000);
}

export function preloadFeed() {
  preload(loadFeedScreen, loadPostScreen);
}
