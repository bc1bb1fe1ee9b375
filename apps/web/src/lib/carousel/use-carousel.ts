import { useState } from 'react';
import { useAutoplay } from './use-autoplay.ts';
import { useSwipe } from './use-swipe.ts';
import { wrapIndex } from './wrap-index.ts';

interface CarouselOptions {
  count: number;
  /** The slide to show, when a parent keeps it (as the lightbox's opener does). */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Rotates by itself every so many milliseconds (see useAutoplay). */
  autoplayMs?: number;
}

/**
 * One slide at a time out of `count`, wrapping at both ends: the shop's carousels (offers,
 * events, meal photos, galleries, the lightbox) share this and differ only in their looks.
 * A slide index past the end (say, after the list shrank) wraps instead of showing nothing.
 */
export function useCarousel({ count, index, onIndexChange, autoplayMs }: CarouselOptions) {
  const [ownIndex, setOwnIndex] = useState(0);
  const current = wrapIndex(index ?? ownIndex, count);
  const several = count > 1;

  const goTo = (target: number) => {
    const next = wrapIndex(target, count);
    if (onIndexChange) onIndexChange(next);
    else setOwnIndex(next);
  };
  const step = (direction: number) => goTo(current + direction);
  const next = () => step(1);
  const prev = () => step(-1);

  /** Arrow keys step through the slides, for an element or the whole document. */
  const onKeyDown = (event: { key: string }) => {
    if (!several) return;
    if (event.key === 'ArrowRight') next();
    if (event.key === 'ArrowLeft') prev();
  };

  const swipeHandlers = useSwipe((direction) => several && step(direction));
  const autoplay = useAutoplay({ delayMs: autoplayMs, advance: next, slide: current });

  return { index: current, count, several, goTo, next, prev, onKeyDown, swipeHandlers, autoplay };
}

export type Carousel = ReturnType<typeof useCarousel>;
