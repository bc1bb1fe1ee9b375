import { type RefObject, useEffect } from 'react';

/**
 * Keeps a CSS variable on <html> at the bottom edge of `element` in the viewport, so fixed
 * layers (the toasts) can sit just below a sticky bar whose height above it changes: while the
 * offers strip is on screen the bar sits lower. Written only when the edge moves, so scrolling
 * past the strip costs one measurement per scroll event and no style work.
 */
export function useBottomEdgeVariable(element: RefObject<HTMLElement | null>, variable: string) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const root = document.documentElement;
    let written = -1;
    const publish = () => {
      const bottom = Math.max(0, Math.round(target.getBoundingClientRect().bottom));
      if (bottom === written) return;
      written = bottom;
      root.style.setProperty(variable, `${bottom}px`);
    };
    publish();
    window.addEventListener('scroll', publish, { passive: true });
    window.addEventListener('resize', publish);
    const resized = new ResizeObserver(publish);
    resized.observe(target);
    if (target.previousElementSibling) resized.observe(target.previousElementSibling);
    return () => {
      window.removeEventListener('scroll', publish);
      window.removeEventListener('resize', publish);
      resized.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, variable]);
}
