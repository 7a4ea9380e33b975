// The two scales the society charts need, hand-written (docs/decisions.md#society-charts-are-drawn-by-hand):
// counts and hours onto pixels or percentages with round tick values, and bands for the weeks.

/** A round step for about `count` ticks over [0, max]: 1, 2 or 5 times a power of ten. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface LinearScale {
  (value: number): number;
  /** Round values from 0 to the top of the domain. */
  ticks: number[];
  /** The domain's top, rounded up to a tick. */
  top: number;
}

/**
 * [0, max] onto [from, to], the top rounded up to a whole step of about `tickCount` ticks; values
 * outside the domain are held to its ends.
 */
export function linearScale(max: number, [from, to]: [number, number], tickCount = 4): LinearScale {
  const step = niceStep(Math.max(max, Number.EPSILON), tickCount);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) =>
    Number((index * step).toPrecision(12)),
  );
  const scale = (value: number) => from + (Math.min(Math.max(value, 0), top) / top) * (to - from);
  return Object.assign(scale, { ticks, top });
}

/**
 * `count` equal bands across [from, to], with a gap of `gap` steps before, between and after
 * them: where band `index` starts, and how wide each is.
 */
export function bandScale(count: number, [from, to]: [number, number], gap = 0.25) {
  const step = (to - from) / Math.max(1, count + gap);
  return { start: (index: number) => from + step * (index + gap), width: step * (1 - gap) };
}
