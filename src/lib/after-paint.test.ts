import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the work once, after the next frame', async () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    await new Promise((done) => setTimeout(done, 150));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway when no frame comes (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const work = vi.fn();
    afterNextPaint(work);
    await new Promise((done) => setTimeout(done, 150));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
