// Which post cards React re-rendered during an action: counts, not timings (issue 10). Uses the
// benchmark's commit recorder (react-commits.ts), installed by before-app-loads.ts.
import { onTestFinished } from 'vitest';
import type { CommitRecording } from './react-commits';

/**
 * Starts recording; `cards()` lists the re-rendered cards by their article's aria-labelledby,
 * `outsideNames()` the components rendered outside any card (names cost time: only on request).
 */
export function recordCardRenders({ names = false } = {}) {
  const page = window as unknown as CommitRecording;
  page.__benchCommitDetail = names;
  page.__benchCommitRecorder.start();
  onTestFinished(() => {
    page.__benchCommitRecorder.pause();
    page.__benchCommitDetail = false;
  });
  return {
    cards: () => [...new Set(page.__benchCommits.flatMap((commit) => commit.cards))],
    commits: () => page.__benchCommits.length,
    /** Components rendered outside any card, as `Component@element` (with `names: true`). */
    outsideNames: () => page.__benchCommits.flatMap((commit) => commit.outsideNames ?? []),
  };
}

/**
 * Records every commit from a moment when the page has stopped rendering: parts that mount after
 * the feed (the right column, a second page) would otherwise commit during the test's action on a
 * busy machine. Waits for a quiet spell of `quietFor` ms with no commit at all. `names` as in
 * recordCardRenders.
 */
export async function recordFromQuiet({ quietFor = 200, timeout = 20_000, names = false } = {}) {
  const renders = recordCardRenders({ names });
  const until = Date.now() + timeout;
  for (;;) {
    await new Promise((done) => setTimeout(done, quietFor));
    if (renders.commits() === 0) return renders;
    if (Date.now() > until) throw new Error(`The page was still rendering after ${timeout} ms`);
    (window as unknown as CommitRecording).__benchCommitRecorder.start();
  }
}
