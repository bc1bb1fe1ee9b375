import { useEffect, useState } from 'react';
import { nextTypingStep, TYPING_DELAYS, TYPING_START, typedText } from '../home-search.ts';

/**
 * The words typed out and erased one after another, for an animated placeholder. While
 * `paused` it keeps its place; when `disabled` (reduced motion) it returns null.
 * `words` must keep its identity between renders (a module constant, or memoised per language).
 */
export function useTypingText(
  words: readonly string[],
  { paused, disabled }: { paused: boolean; disabled: boolean },
): string | null {
  const [step, setStep] = useState({ state: TYPING_START, delay: TYPING_DELAYS.next as number });

  useEffect(() => {
    if (paused || disabled) return;
    const timer = window.setTimeout(
      () => setStep((current) => nextTypingStep(current.state, words)),
      step.delay,
    );
    return () => window.clearTimeout(timer);
  }, [step, paused, disabled, words]);

  return disabled ? null : typedText(step.state, words);
}
