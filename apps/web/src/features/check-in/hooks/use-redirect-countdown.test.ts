import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRedirectCountdown } from './use-redirect-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRedirectCountdown', () => {
  it('counts the seconds down and moves on exactly when the time is up', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useRedirectCountdown(5_000, onDone));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never moves on once the panel is gone (Next Customer)', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useRedirectCountdown(5_000, onDone));
    act(() => vi.advanceTimersByTime(2_000));
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).not.toHaveBeenCalled();
  });
});
