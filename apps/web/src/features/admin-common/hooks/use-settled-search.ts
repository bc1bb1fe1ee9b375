import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text, sent (trimmed) once typing pauses. A search changed elsewhere (Clear,
 * Back, a shared link) shows in the box, unless it is the echo of what the box itself sent.
 */
export function useSettledSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const lastSent = useRef(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text is sent
  useEffect(() => {
    const trimmed = settled.trim();
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearch(trimmed);
  }, [settled]);

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  return [text, setText] as const;
}
