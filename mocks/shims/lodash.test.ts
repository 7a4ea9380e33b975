// The demo build's stand-ins for lodash's get, set and has answer as lodash does for the paths
// @mswjs/data passes (arrays of keys) and for dotted strings.
import lodashGet from 'lodash/get';
import lodashHas from 'lodash/has';
import lodashSet from 'lodash/set';
import { describe, expect, it } from 'vitest';
import { get, has, set } from './lodash';

const paths: Array<string | Array<string | number>> = [
  ['id'],
  ['author', 'name'],
  ['author', 'society', 'id'],
  ['tags', 0],
  ['tags', '1'],
  ['missing'],
  ['missing', 'deeper'],
  ['nothing', 'deeper'],
  ['zero'],
  ['author', 'toString'],
  'author.name',
  'tags.0',
  [],
];
const record = () => ({
  id: 7,
  author: { name: 'Priya', society: { id: 2 } },
  tags: ['water', 'lift'],
  nothing: null,
  zero: 0,
});

describe('lodash stand-ins (demo builds)', () => {
  it.each(paths.map((path) => [JSON.stringify(path), path] as const))(
    'get and has %s',
    (_, path) => {
      expect(get(record(), path)).toEqual(lodashGet(record(), path));
      expect(get(record(), path, 'fallback')).toEqual(lodashGet(record(), path, 'fallback'));
      expect(has(record(), path)).toBe(lodashHas(record(), path));
    },
  );

  it.each(paths.map((path) => [JSON.stringify(path), path] as const))('set %s', (_, path) => {
    expect(set(record(), path, 'new')).toEqual(lodashSet(record(), path, 'new'));
    expect(set({}, path, { deep: true })).toEqual(lodashSet({}, path, { deep: true }));
  });

  it('get and has on nothing', () => {
    expect(get(undefined, ['a'], 1)).toBe(lodashGet(undefined, ['a'], 1));
    expect(has(null, ['a'])).toBe(lodashHas(null, ['a']));
  });
});
