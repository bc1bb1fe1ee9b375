import { fireEvent } from '@testing-library/react';

/** A finger drawn across `element`: 'next' goes right to left, 'previous' left to right. */
export function swipe(element: Element, to: 'next' | 'previous'): void {
  const [from, end] = to === 'next' ? [220, 60] : [60, 220];
  fireEvent.touchStart(element, { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: end, clientY: 104 }] });
}
