// Demo builds only (see vite.config.ts): small helpers @mswjs/data requires whole.

/** `debug`: its loggers, silent (the demo never turns @mswjs/data's debug output on). */
export function debug(): (...args: unknown[]) => void {
  return () => {};
}

/**
 * `md5`, for the id of a database instance, made from its creation order and call site: the
 * salt itself is as unique and as reproducible.
 */
export function md5(salt: string): string {
  return salt;
}

/** `pluralize`, for `toHandlers()`' URLs: this app never generates @mswjs/data's handlers. */
export function pluralize(): never {
  throw new Error("@mswjs/data's generated handlers are not part of the demo mock backend");
}
