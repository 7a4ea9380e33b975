import { afterEach, expect, it, vi } from 'vitest';
import { fakeStoryClock } from './story-clock-test-utils';

afterEach(() => vi.useRealTimers());

const nextFrameOrStuck = () =>
  Promise.race([
    new Promise((done) => requestAnimationFrame(() => done('frame'))),
    new Promise((done) => setTimeout(() => done('no frame'), 1000)),
  ]);

it('leaves the window its frames once undone, after a frame asked for while the clock was faked', async () => {
  fakeStoryClock();
  requestAnimationFrame(() => {});
  vi.useRealTimers();
  expect(await nextFrameOrStuck()).toBe('frame');
});
