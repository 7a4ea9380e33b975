import { describe, expect, it } from 'vitest';
import { bandScale, linearScale } from './chart-scale';

describe('linearScale', () => {
  it('rounds the top up to a whole step and maps onto the range', () => {
    // 9 over about 4 ticks: a step of 2.25 rounds to 5, the top to 10.
    const y = linearScale(9, [200, 0]);
    expect(y.ticks).toEqual([0, 5, 10]);
    expect(y.top).toBe(10);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(100);
    expect(y(10)).toBe(0);
  });

  it('takes steps of 1, 2 or 5 times a power of ten', () => {
    expect(linearScale(3, [0, 1]).ticks).toEqual([0, 1, 2, 3]); // 0.75 -> 1
    expect(linearScale(480, [0, 100]).ticks).toEqual([0, 200, 400, 600]); // 120 -> 200
    expect(linearScale(0.3, [0, 1]).ticks).toEqual([0, 0.1, 0.2, 0.3]); // 0.075 -> 0.1
  });

  it('holds values outside the domain to its ends, and has a top for nothing at all', () => {
    const x = linearScale(0, [0, 100]);
    expect(x.top).toBeGreaterThan(0);
    expect(x(0)).toBe(0);
    const y = linearScale(10, [0, 100]);
    expect(y(20)).toBe(100);
    expect(y(-1)).toBe(0);
  });
});

describe('bandScale', () => {
  it('splits the range into equal bands with a quarter-step gap before, between and after', () => {
    // 2 bands over 0..450: a step of 450 / 2.25 = 200, bands 150 wide at 50 and 250; gaps of 50.
    const band = bandScale(2, [0, 450]);
    expect(band.width).toBe(150);
    expect([band.start(0), band.start(1)]).toEqual([50, 250]);
  });
});
