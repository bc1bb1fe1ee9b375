import { useCallback, useState } from 'react';

/** Which picture a lightbox shows; null while it is closed. */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  return { index, open: setIndex, setIndex, close };
}
