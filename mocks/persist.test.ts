// A snapshot of the db must come back exactly, and one that is unreadable, of another version, of
// the wrong shape or forged must be refused whole, the db untouched and nothing polluted.
import { beforeEach, describe, expect, it } from 'vitest';
import { BAD_SNAPSHOTS, badSnapshotValue } from '../src/testing/bad-snapshots';
import { db, nextId } from './db';
import { dumpDb } from './handlers/test-utils';
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from './persist';
import { resetDb } from './reset-db';
import type { DbRecord } from './db-store';
import { SEED } from './seed';

const EDITED = 'Edited before the reload';

// A db that differs from the seed, so that restoring it and re-seeding are told apart.
beforeEach(() => {
  db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: EDITED } });
});

const contentOf = (postId: number) =>
  db.post.findFirst({ where: { id: { equals: postId } } })?.content;

describe('a snapshot', () => {
  it('restores an equal db, through JSON', () => {
    const before = dumpDb();
    const snapshot: unknown = JSON.parse(JSON.stringify(takeSnapshot()));
    resetDb();
    expect(contentOf(SEED.demoPostId)).not.toBe(EDITED);

    expect(restoreSnapshot(snapshot)).toBe(true);
    expect(dumpDb()).toEqual(before);
    expect(contentOf(SEED.demoPostId)).toBe(EDITED);
  });

  it('lets new ids continue after the restored ones', () => {
    const snapshot = takeSnapshot();
    const highest = Math.max(...snapshot.models.post.map((post) => post.id as number));
    restoreSnapshot(JSON.parse(JSON.stringify(snapshot)));
    expect(nextId('post')).toBe(highest + 1);
  });
});

describe('a snapshot of the previous version', () => {
  it('restores every record, what was added since at its defaults', () => {
    const current = takeSnapshot();
    const previous = JSON.parse(JSON.stringify(current)) as Snapshot & {
      models: Record<string, DbRecord[]>;
    };
    previous.version = SNAPSHOT_VERSION - 1;
    delete (previous.models as Partial<Record<string, unknown>>).appeal;
    const strip = (name: string, fields: string[]) =>
      previous.models[name].forEach((record) => fields.forEach((field) => delete record[field]));
    strip('post', ['removedAt', 'removedBy', 'removalNote']);
    strip('report', ['state', 'decidedAt', 'decidedBy']);
    strip('notification', ['reportOutcome', 'reportReason']);
    resetDb();

    expect(restoreSnapshot(previous)).toBe(true);
    const expected = JSON.parse(JSON.stringify(current)) as typeof previous;
    expected.models.appeal = [];
    const reset = (name: string, values: DbRecord) =>
      expected.models[name].forEach((record) => Object.assign(record, values));
    reset('post', { removedAt: null, removedBy: null, removalNote: null });
    reset('report', { state: 'under_review', decidedAt: null, decidedBy: null });
    reset('notification', { reportOutcome: null, reportReason: null });
    expect(JSON.parse(JSON.stringify(takeSnapshot().models))).toEqual(expected.models);
    expect(contentOf(SEED.demoPostId)).toBe(EDITED);
  });
});

describe('a bad snapshot', () => {
  it.each(BAD_SNAPSHOTS)('%s is refused, the db untouched', (_name, edit) => {
    const before = dumpDb();
    expect(restoreSnapshot(badSnapshotValue(edit))).toBe(false);
    expect(dumpDb()).toEqual(before);
  });

  it('with a __proto__ key is refused and pollutes nothing', () => {
    // JSON.parse makes "__proto__" an own key, which is how a forged snapshot arrives.
    const forged = JSON.stringify(takeSnapshot()).replace(
      '"content":',
      '"__proto__":{"polluted":true},"content":',
    );
    expect(forged).toContain('__proto__');
    expect(restoreSnapshot(JSON.parse(forged))).toBe(false);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(db.post.getAll().some((post) => 'polluted' in post)).toBe(false);
  });
});
