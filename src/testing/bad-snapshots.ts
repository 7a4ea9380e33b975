// Saved worlds the demo must refuse whole (mocks/persist.ts), as the text a storage would hold.
import { SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from '../../mocks/persist';

type Edit = (snapshot: Snapshot & Record<string, unknown>) => unknown;
const models = (snapshot: Snapshot) => snapshot.models as Record<string, unknown[]>;
const firstRecord = (snapshot: Snapshot, name: 'post' | 'user' | 'like') =>
  snapshot.models[name][0] as Record<string, unknown>;

export const BAD_SNAPSHOTS: Array<[string, Edit | string]> = [
  ['unreadable JSON', '{"version": 1, "models": {'],
  ['a bare string', '"hello"'],
  ['of a version too old to bring up to date', (s) => ({ ...s, version: 1 })],
  [
    'of the previous version, missing a field it had',
    (s) => {
      delete firstRecord(s, 'user').email;
      return { ...s, version: SNAPSHOT_VERSION - 1 };
    },
  ],
  ['of a newer version', (s) => ({ ...s, version: SNAPSHOT_VERSION + 1 })],
  ['without models', (s) => ({ version: s.version, savedAt: s.savedAt })],
  ['missing a model', (s) => delete models(s).comment],
  ['with a model that is not a list', (s) => (models(s).post = 'many posts' as never)],
  ['with a record that is not an object', (s) => models(s).like.push(null)],
  ['with a content that is an object', (s) => (firstRecord(s, 'post').content = { html: '<b>' })],
  ['with a string where a list belongs', (s) => (firstRecord(s, 'post').hashtags = '#Water')],
  ['with an object inside a list', (s) => (firstRecord(s, 'post').hashtags = [{}])],
  ['with a field missing', (s) => delete firstRecord(s, 'user').email],
  ['with a null counter', (s) => (firstRecord(s, 'post').likesCount = null)],
  ['with a field the model does not have', (s) => (firstRecord(s, 'user').isAdmin = true)],
  ['with two records of one id', (s) => models(s).like.push({ ...firstRecord(s, 'like') })],
];

/** The db's snapshot with one edit, as JSON text. */
export function badSnapshotText(edit: Edit | string): string {
  if (typeof edit === 'string') return edit;
  const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as Snapshot & Record<string, unknown>;
  const edited = edit(snapshot);
  return JSON.stringify(typeof edited === 'object' && edited !== null ? edited : snapshot);
}

/** A bad snapshot as the value it parses to (undefined for unreadable text). */
export function badSnapshotValue(edit: Edit | string): unknown {
  try {
    return JSON.parse(badSnapshotText(edit));
  } catch {
    return undefined;
  }
}
