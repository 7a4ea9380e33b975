// Demo builds only (see vite.config.ts): @mswjs/data requires the whole of lodash for isFunction.
export function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === 'function';
}
