import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePressBeforeCall } from './after-paint';

const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the work once, after the next frame', async () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await nextPaint();
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

describe('usePressBeforeCall', () => {
  it('shows the press at once, sends after the paint, refuses a press meanwhile, and clears on settle', async () => {
    const { result } = renderHook(() => usePressBeforeCall());
    const send = vi.fn();
    const second = vi.fn();
    act(() => {
      // Two taps in one task: the second sees the same render and must still be refused.
      result.current.start(true, send);
      result.current.start(false, second);
    });
    expect(result.current).toMatchObject({ wanted: true, pending: true });
    expect(send).not.toHaveBeenCalled();

    await act(nextPaint);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => result.current.start(false, second));
    expect(result.current.wanted).toBe(true);

    act(() => result.current.settle());
    expect(result.current).toMatchObject({ wanted: null, pending: false });
    act(() => result.current.start(false, second));
    expect(result.current.wanted).toBe(false);
    await act(nextPaint);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
