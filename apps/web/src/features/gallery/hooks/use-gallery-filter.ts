import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type GalleryFilter, isGalleryFilter } from '../gallery-images.ts';

/** The chosen category lives in the URL (?category=food), so Back and shared links keep it. */
export function useGalleryFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('category');
  const filter: GalleryFilter = isGalleryFilter(raw) ? raw : 'all';

  const setFilter = useCallback(
    (next: GalleryFilter) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === 'all') updated.delete('category');
          else updated.set('category', next);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { filter, setFilter };
}
