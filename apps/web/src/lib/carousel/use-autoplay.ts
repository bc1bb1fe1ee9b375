import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query.ts';

interface AutoplayOptions {
  /** How long each slide shows; undefined turns rotation off. */
  delayMs: number | undefined;
  advance: () => void;
  /** The slide shown: a change (a chosen slide, too) restarts the full delay. */
  slide: number;
}

/**
 * Rotation that stops while the pointer or focus is on the carousel, can be paused outright
 * (WCAG 2.2.2), and starts paused for people who prefer less motion.
 */
export function useAutoplay({ delayMs, advance, slide }: AutoplayOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const rotating = delayMs !== undefined && !paused && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: slide restarts the timer
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(advance, delayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, slide]);

  const togglePaused = () => {
    // An explicit Play resumes at once, even with the pointer or focus on the carousel.
    if (paused) {
      setHovered(false);
      setFocused(false);
    }
    setUserPaused(!paused);
  };

  const hostProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { rotating, paused, togglePaused, hostProps };
}
