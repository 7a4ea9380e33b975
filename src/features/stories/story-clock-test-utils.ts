// The story timer's time, in the tests: what it reads is faked, so time passes only as a test
// advances it.
import { vi } from 'vitest';

/** Fakes the timer's interval and its clock; undone by `vi.useRealTimers()`. */
export function fakeStoryClock(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
}
