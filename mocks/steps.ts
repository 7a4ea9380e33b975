// Long synchronous work of the mock backend (seeding or restoring the demo's db) written once as a
// generator that yields between steps: tests run it straight through, the browser lets the page
// paint and answer input between steps instead of holding the main thread for one long task.

/** Work that yields (nothing) between its steps and returns `T` at the end. */
export type Steps<T> = Generator<void, T, void>;

/** `work` as a single step. */
// eslint-disable-next-line require-yield -- one step: nothing to yield between
export function* oneStep<T>(work: () => T): Steps<T> {
  return work();
}

/** Runs every step at once. */
export function runNow<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** A step's worth of records: small enough that a step stays short on a slow phone. */
const RECORDS_PER_STEP = 40;

/** Calls `write` on each item, a step's worth of them per step. */
export function* eachInSteps<T>(items: Iterable<T>, write: (item: T) => void): Steps<void> {
  let written = 0;
  for (const item of items) {
    write(item);
    written += 1;
    if (written % RECORDS_PER_STEP === 0) yield;
  }
}

/**
 * A turn of the event loop: scheduler.yield() where the browser has it (input and rendering go
 * first, then this work resumes ahead of other tasks); elsewhere a zero timeout (which browsers
 * stretch to 4 ms once timeouts nest).
 */
function nextTurn(): Promise<unknown> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume, 0));
}

/** Runs the steps, each in a task of its own: the event loop gets a turn before every step. */
export async function runInSteps<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
