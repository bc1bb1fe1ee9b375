import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { cn } from '@/lib/cn.ts';
import type { GalleryImage } from '../gallery-images.ts';

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  /** The picture shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const arrowClasses =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-charcoal-950/70 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-flame-600 hover:ring-flame-600 sm:size-12';

/** The enlarged picture with previous/next that wrap around; arrow keys do the same. */
/** The photo as large as the screen allows at 4:3; its caption takes the same width. */
const PHOTO_WIDTH = 'mx-auto w-full max-w-[calc((100dvh-12rem)*4/3)]';

export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const { t } = useTranslation('gallery');
  const open = index !== null && images.length > 0;
  const carousel = useCarousel({ count: images.length, index: index ?? 0, onIndexChange });
  const { index: current, several } = carousel;
  const image = images[current];
  const onKeyDown = carousel.onKeyDown;

  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onKeyDown]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={image ? t('lightbox.title', { title: image.title }) : t('lightbox.titleEmpty')}
      hideTitle
      variant="lightbox"
    >
      {image && (
        <figure className="flex flex-col gap-4 pt-14 sm:pt-0">
          <div className="relative" {...carousel.swipeHandlers}>
            <ImageWithFallback
              key={image.key}
              src={image.src}
              alt={image.alt}
              loading="eager"
              frameClassName={cn(PHOTO_WIDTH, 'aspect-[4/3] rounded-2xl bg-charcoal-900')}
              className="object-contain!"
            />
            {several && (
              <>
                <button
                  type="button"
                  onClick={carousel.prev}
                  aria-label={t('lightbox.previous')}
                  className={cn(arrowClasses, 'left-2 sm:left-4')}
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={carousel.next}
                  aria-label={t('lightbox.next')}
                  className={cn(arrowClasses, 'right-2 sm:right-4')}
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
          {/* Its own dark ground: the backdrop (::backdrop) is not part of the page, so where it is
              not drawn, and for contrast checkers, the white text would stand on the page. */}
          <figcaption
            className={cn(
              PHOTO_WIDTH,
              'flex flex-wrap items-start justify-between gap-x-6 gap-y-2 rounded-2xl bg-charcoal-950 px-4 py-3',
            )}
          >
            <span className="min-w-0">
              <span className="block text-lg font-bold text-white">{image.title}</span>
              <span className="mt-1 block max-w-2xl text-sm text-charcoal-200">
                {image.description}
              </span>
            </span>
            <span className="shrink-0 rounded-full bg-charcoal-800 px-3 py-1 text-sm font-semibold text-white tabular-nums">
              <span aria-hidden="true">
                {t('lightbox.counter', { current: current + 1, total: images.length })}
              </span>
              <span className="sr-only" aria-live="polite">
                {t('lightbox.position', { current: current + 1, total: images.length })}
              </span>
            </span>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
