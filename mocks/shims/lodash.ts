// Demo builds only (see vite.config.ts): @mswjs/data requires the whole of lodash for isFunction,
// and lodash's get, set and has (with their path parser and caches) for property paths, which it
// always passes as arrays of keys. Same contracts for those paths (and for dotted strings).
type Path = string | number | ReadonlyArray<string | number>;
type Bag = Record<PropertyKey, unknown>;

const keysOf = (path: Path): ReadonlyArray<string | number> =>
  Array.isArray(path) ? path : typeof path === 'number' ? [path] : String(path).split('.');
const isObjectLike = (value: unknown): value is Bag =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

export function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === 'function';
}

export function get(object: unknown, path: Path, fallback?: unknown): unknown {
  const keys = keysOf(path);
  if (keys.length === 0) return fallback;
  let value = object;
  for (const key of keys) {
    if (value === null || value === undefined) return fallback;
    value = (value as Bag)[key];
  }
  return value === undefined ? fallback : value;
}

export function has(object: unknown, path: Path): boolean {
  const keys = keysOf(path);
  let value = object;
  for (const key of keys) {
    if (!isObjectLike(value) || !Object.hasOwn(value, key)) return false;
    value = value[key];
  }
  return keys.length > 0;
}

/** Sets the value at the path, making the missing steps objects (arrays before an index). */
export function set<T>(object: T, path: Path, value: unknown): T {
  if (!isObjectLike(object)) return object;
  const keys = keysOf(path);
  let node: Bag = object;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (!isObjectLike(node[key])) node[key] = /^\d+$/.test(String(keys[index + 1])) ? [] : {};
    node = node[key] as Bag;
  });
  return object;
}
