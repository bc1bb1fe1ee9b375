import { useRef } from 'react';
import { usePrefersReducedMotion } from './use-media-query.ts';

/**
 * The top of a list, to return to after turning its page: `show` scrolls it into view (at once
 * when motion is reduced) and, where it can take focus (a heading with tabIndex -1), focuses it:
 * the button pressed may now be disabled, and keyboard and screen-reader users should start at
 * the new page, not at the footer.
 */
export function useListTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const show = () => {
    const top = ref.current;
    if (!top) return;
    top.focus({ preventScroll: true });
    top.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  return { ref, show };
}
