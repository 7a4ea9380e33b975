// The story timer's time, in the tests: what it reads is faked, so time passes only as a test
// advances it.
import { vi } from 'vitest';

/**
 * Fakes the timer's interval and its clock; undone by `vi.useRealTimers()`. Frames are faked with
 * them: jsdom drives its frames from one `setInterval` started by the first frame asked for, so a
 * frame asked for meanwhile would start that interval on the fake clock, and once it is undone no
 * frame would come again for any later test file in the same window (isolate: false).
 */
export function fakeStoryClock(): void {
  vi.useFakeTimers({
    toFake: [
      'setInterval',
      'clearInterval',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
}
