import { type ComponentProps, lazy, Suspense } from 'react';

const GalleryLightbox = lazy(async () => ({
  default: (await import('./gallery-lightbox.tsx')).GalleryLightbox,
}));

/**
 * The lightbox, its code fetched when a photo is first opened rather than with the page: a
 * visitor who only looks at the grid never downloads it.
 */
export function LazyGalleryLightbox(props: ComponentProps<typeof GalleryLightbox>) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <GalleryLightbox {...props} />
    </Suspense>
  );
}
