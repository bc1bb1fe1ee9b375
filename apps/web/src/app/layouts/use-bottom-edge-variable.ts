import { type RefObject, useEffect } from 'react';

/**
 * Keeps a CSS variable on `holder` at the bottom edge of `element` in the viewport, so a fixed
 * layer inside it (the toasts) can sit just below a sticky bar whose height above it changes:
 * while the offers strip is on screen the bar sits lower. Written only when the edge moves, and
 * on the layer alone: on <html> every element of the page would inherit it and be styled again
 * at each change (a whole page's style work after hydration, and while scrolling past the strip).
 */
export function useBottomEdgeVariable(
  element: RefObject<HTMLElement | null>,
  variable: string,
  holder: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const target = element.current;
    const root = holder.current;
    if (!target || !root) return;
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
  }, [element, variable, holder]);
}
