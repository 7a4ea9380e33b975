// Demo builds only (see vite.config.ts): @mswjs/data's date comparators use compareAsc alone, but
// its CommonJS build pulls in all of date-fns. Same contract as date-fns' compareAsc.
export function compareAsc(left: Date | number, right: Date | number): number {
  const diff = +new Date(left) - +new Date(right);
  if (diff < 0) return -1;
  if (diff > 0) return 1;
  return diff;
}
