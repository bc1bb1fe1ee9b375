import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledSearch } from './toolbar.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSettledSearch', () => {
  it('sends what was typed once typing pauses', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { result } = renderHook(() => useSettledSearch('', onSearch));
    act(() => result.current[1]('momo '));
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('momo');
  });

  it('does not send an old text whose pause ends as the address replaces it (Clear, Back)', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useSettledSearch(value, onSearch), {
      initialProps: { value: '' },
    });
    act(() => result.current[1]('momo'));
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: 'momo' }); // the address now holds it
    onSearch.mockClear();
    act(() => result.current[1]('burger'));
    act(() => vi.advanceTimersByTime(299));
    // The address is cleared in the very render in which 'burger' would have settled.
    act(() => {
      rerender({ value: '' });
      vi.advanceTimersByTime(1);
    });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).not.toHaveBeenCalledWith('burger');
    expect(result.current[0]).toBe('');
  });
});
