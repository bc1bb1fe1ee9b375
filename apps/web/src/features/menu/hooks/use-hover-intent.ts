import { type PointerEvent, useCallback, useEffect, useRef } from 'react';

/** A card shows its details after the pointer has rested on it this long. */
export const DETAIL_HOVER_DELAY_MS = 800;

const HOVER_CARD_ATTRIBUTE = 'data-hover-card';

/**
 * When a dialog closes, the pointer usually rests on some card, often not the one that opened
 * it: hovering must not pop a dialog open again at once. Hover intent is held until the pointer
 * leaves the card it is on, or is found on no card at all.
 */
const hold = { active: false, listening: false };

function releaseUnlessOnCard(event: globalThis.PointerEvent) {
  document.removeEventListener('pointermove', releaseUnlessOnCard, true);
  hold.listening = false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(`[${HOVER_CARD_ATTRIBUTE}]`)) hold.active = false;
}

export function holdHoverIntent(): void {
  hold.active = true;
  if (hold.listening) return;
  hold.listening = true;
  document.addEventListener('pointermove', releaseUnlessOnCard, true);
}

export interface HoverIntentProps {
  [HOVER_CARD_ATTRIBUTE]: '';
  onPointerMove: (event: PointerEvent) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
}

/**
 * Calls `onIntent` once a mouse moved onto the element and then rested there for `delayMs`;
 * leaving, or pressing anything inside (a button, say), cancels it. Only movement counts: a card
 * that slides under a resting mouse (the next page of results, a scroll) is not the visitor's
 * choice, and browsers tell of it with a pointerenter but no pointermove. Touch and pen never
 * trigger it: those users tap.
 * Returns the props to spread on the element, or nothing when there is no `onIntent`.
 */
export function useHoverIntent(
  onIntent: (() => void) | undefined,
  delayMs = DETAIL_HOVER_DELAY_MS,
): HoverIntentProps | undefined {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  if (!onIntent) return undefined;
  return {
    [HOVER_CARD_ATTRIBUTE]: '',
    onPointerMove: (event) => {
      if (event.pointerType !== 'mouse' || hold.active) return;
      cancel();
      timer.current = window.setTimeout(onIntent, delayMs);
    },
    onPointerLeave: () => {
      cancel();
      hold.active = false;
    },
    onPointerDown: cancel,
  };
}
