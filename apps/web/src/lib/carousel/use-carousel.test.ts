import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCarousel', () => {
  it('steps, jumps and follows the arrow keys, wrapping at both ends', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(1);
    act(() => result.current.onKeyDown({ key: 'ArrowRight' }));
    expect(result.current.index).toBe(2);
  });

  it('leaves a parent-kept index to the parent', () => {
    const onIndexChange = vi.fn();
    const { result } = renderHook(() => useCarousel({ count: 4, index: 3, onIndexChange }));
    act(() => result.current.next());
    expect(onIndexChange).toHaveBeenCalledWith(0);
    expect(result.current.index).toBe(3);
  });

  it('rotates by itself until paused, and a Play resumes it', () => {
    const { result } = renderHook(() => useCarousel({ count: 2, autoplayMs: 5_000 }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(1);
    act(() => result.current.autoplay.togglePaused());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(1);
    act(() => result.current.autoplay.togglePaused());
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.index).toBe(0);
  });

  it('never rotates without an autoplay delay', () => {
    const { result } = renderHook(() => useCarousel({ count: 2 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    expect(result.current.autoplay.rotating).toBe(false);
  });
});
