// The browser seeds or restores the demo's db in steps, giving the page a turn between them: the
// same db as in one go, in many short steps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDb, db, MODEL_NAMES } from './db';
import { dumpDb } from './handlers/test-utils';
import { restoreSnapshotSteps, takeSnapshot } from './persist';
import { resetDb, resetDbSteps } from './reset-db';
import { SEED } from './seed';
import { runInSteps, runNow, type Steps } from './steps';

const NOW = Date.parse('2026-03-10T09:00:00.000Z');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

/** Runs `steps` straight through, counting them. */
function counted<T>(steps: Steps<T>) {
  let count = 0;
  let step = steps.next();
  while (!step.done) {
    count += 1;
    step = steps.next();
  }
  return { result: step.value, count };
}

describe('runInSteps', () => {
  it('lets other tasks run between its steps', async () => {
    const order: string[] = [];
    await runInSteps(
      (function* () {
        order.push('step 1');
        setTimeout(() => order.push('other task'), 0);
        yield;
        order.push('step 2');
      })(),
    );
    expect(order).toEqual(['step 1', 'other task', 'step 2']);
  });
});

describe('seeding and restoring in steps', () => {
  it('seeds the same db as at once, in many steps', () => {
    resetDb();
    const atOnce = dumpDb();
    clearDb();
    const { count } = counted(resetDbSteps());
    expect(dumpDb()).toEqual(atOnce);
    expect(count).toBeGreaterThan(10);
  });

  it('writes the concerns one per step: with their histories, the longest part of a seed', () => {
    clearDb();
    const steps = resetDbSteps();
    const added: number[] = [];
    let before = db.concern.count();
    for (let done = false; !done;) {
      done = !!steps.next().done;
      added.push(db.concern.count() - before);
      before = db.concern.count();
    }
    expect(db.concern.count()).toBeGreaterThan(10);
    expect(Math.max(...added)).toBe(1);
  });

  it('restores a saved db in many steps', () => {
    db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: 'Edited' } });
    const snapshot = takeSnapshot();
    const saved = dumpDb();
    clearDb();
    const { result, count } = counted(restoreSnapshotSteps(snapshot));
    expect(result).toBe(true);
    expect(dumpDb()).toEqual(saved);
    expect(count).toBeGreaterThan(10);
  });

  it('checks the saved db a model per step before it replaces the db', () => {
    const snapshot = takeSnapshot();
    const lastModel = db[MODEL_NAMES[MODEL_NAMES.length - 1]];
    expect(lastModel.count()).toBeGreaterThan(0);
    const steps = restoreSnapshotSteps(snapshot);
    let before = 0;
    while (lastModel.count() > 0) {
      steps.next();
      before += 1;
    }
    expect(before).toBeGreaterThan(MODEL_NAMES.length);
    expect(runNow(steps)).toBe(true);
  });
});
