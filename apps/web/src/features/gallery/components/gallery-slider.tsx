import type { Gallery } from '@shop/shared';
import { ChevronLeft, ChevronRight, Expand, Images } from 'lucide-react';
import { useId, useMemo } from 'react';
import { CarouselDots } from '@/components/ui/carousel-dots.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { cn } from '@/lib/cn.ts';
import {
  categoryLabel,
  type GalleryImage,
  type PhotoAlt,
  SLIDER_IMAGES_PER_GALLERY,
  sliderGalleries,
  toGalleryImages,
} from '../gallery-images.ts';
import { useLightbox } from '../hooks/use-lightbox.ts';
import { LazyGalleryLightbox } from './lazy-gallery-lightbox.tsx';

interface GallerySliderProps {
  galleries: readonly Gallery[];
  /** At most this many slides (the home page shows 6). */
  maxSlides?: number;
  /** The carousel's accessible name. */
  label: string;
}

interface Slide {
  gallery: Gallery;
  images: GalleryImage[];
  /** Where the slide's first picture sits in the lightbox's list of every slide's pictures. */
  offset: number;
}

function toSlides(galleries: readonly Gallery[], photoAlt: PhotoAlt, maxSlides?: number): Slide[] {
  let offset = 0;
  return sliderGalleries(galleries, maxSlides).map((gallery) => {
    const images = toGalleryImages([gallery], photoAlt, SLIDER_IMAGES_PER_GALLERY);
    const slide = { gallery, images, offset };
    offset += images.length;
    return slide;
  });
}

/** Layout of one to three pictures: a large one with the others stacked beside it. */
const PHOTO_LAYOUTS: Record<number, { grid: string; cells: string[] }> = {
  1: { grid: 'grid-cols-1', cells: ['aspect-[4/3] sm:aspect-[16/9]'] },
  2: { grid: 'grid-cols-2', cells: ['aspect-[4/3]', 'aspect-[4/3]'] },
  3: {
    grid: 'grid-cols-2 sm:grid-cols-3 sm:grid-rows-2',
    cells: [
      'col-span-2 aspect-[4/3] sm:row-span-2 sm:aspect-auto sm:h-full',
      'aspect-[4/3]',
      'aspect-[4/3]',
    ],
  },
};

function SlidePhotos({ slide, onOpen }: { slide: Slide; onOpen: (index: number) => void }) {
  const { t } = useTranslation('gallery');
  const layout = PHOTO_LAYOUTS[slide.images.length] ?? PHOTO_LAYOUTS[3];
  return (
    <ul className={cn('grid gap-2 sm:gap-3', layout?.grid)}>
      {slide.images.map((image, index) => (
        <li key={image.key} className={cn('min-h-0', layout?.cells[index])}>
          <button
            type="button"
            onClick={() => onOpen(slide.offset + index)}
            aria-label={t('openLarger', { alt: image.alt })}
            className="group relative block size-full overflow-hidden rounded-2xl"
          >
            <ImageWithFallback
              src={image.src}
              alt={image.alt}
              frameClassName="size-full min-h-24"
              className="transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
            />
            <span
              aria-hidden="true"
              className="absolute right-2 bottom-2 flex size-9 items-center justify-center rounded-full bg-charcoal-950/60 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 group-focus-visible:opacity-100"
            >
              <Expand className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const arrowClasses =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-charcoal-800 shadow-md shadow-charcoal-900/10 ring-1 ring-charcoal-900/10 transition hover:bg-charcoal-900 hover:text-white';

/**
 * Featured galleries one at a time: a slide shows a gallery's story and up to three of its
 * pictures; previous/next and dots appear when there is more than one; any picture opens the
 * lightbox, which steps through the pictures of every slide.
 */
export function GallerySlider({ galleries, maxSlides, label }: GallerySliderProps) {
  const { t } = useTranslation('gallery');
  // t changes with the language, and the alt texts with it.
  const slides = useMemo(
    () => toSlides(galleries, (photo) => t('photoOf', photo), maxSlides),
    [galleries, maxSlides, t],
  );
  const images = useMemo(() => slides.flatMap((slide) => slide.images), [slides]);
  const carousel = useCarousel({ count: slides.length });
  const { index: current, several } = carousel;
  const lightbox = useLightbox();
  const titleId = useId();
  const slide = slides[current];

  if (!slide) return null;

  return (
    <section
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      className="rounded-[2rem] bg-white p-3 shadow-card ring-1 ring-charcoal-900/5 sm:p-5"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel marks a slide as a group */}
      <div
        key={slide.gallery.id}
        role="group"
        aria-roledescription={t('slider.slide')}
        aria-labelledby={titleId}
        className="grid animate-fade-in gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-stretch lg:gap-8"
        {...carousel.swipeHandlers}
      >
        <div className="order-last flex flex-col justify-center px-2 pb-1 lg:order-none lg:py-6 lg:pl-4">
          <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-[0.16em] text-flame-700 uppercase">
            <span className="rounded-full bg-flame-50 px-2.5 py-1 ring-1 ring-flame-200">
              {categoryLabel(slide.gallery.category, t)}
            </span>
            {several && (
              <span className="text-charcoal-500 tabular-nums">
                {t('slider.position', { current: current + 1, total: slides.length })}
              </span>
            )}
          </p>
          <h3
            id={titleId}
            className="mt-3 text-2xl font-bold text-balance text-charcoal-900 sm:text-3xl"
          >
            {slide.gallery.title}
          </h3>
          <p className="mt-3 leading-relaxed text-charcoal-600">{slide.gallery.description}</p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-charcoal-600">
            <Images className="size-4 text-flame-700" aria-hidden="true" />
            {t('slider.photos', { count: slide.images.length })}
          </p>
        </div>
        <SlidePhotos slide={slide} onOpen={lightbox.open} />
      </div>

      {several && (
        <div className="mt-4 flex items-center justify-center gap-3 sm:mt-5">
          <button
            type="button"
            onClick={carousel.prev}
            aria-label={t('slider.previous')}
            className={arrowClasses}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <CarouselDots
            count={slides.length}
            index={current}
            onSelect={carousel.goTo}
            dotLabel={(dot) =>
              t('slider.dot', {
                number: dot + 1,
                total: slides.length,
                title: slides[dot]?.gallery.title ?? '',
              })
            }
            tone="light"
            legend={t('slider.dots')}
            className="flex min-w-0 flex-wrap items-center justify-center"
          />
          <button
            type="button"
            onClick={carousel.next}
            aria-label={t('slider.next')}
            className={arrowClasses}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}

      <LazyGalleryLightbox
        images={images}
        index={lightbox.index}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
      />
    </section>
  );
}

export function GallerySliderSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-5 rounded-[2rem] bg-white p-3 shadow-card ring-1 ring-charcoal-900/5 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8"
    >
      <div className="order-last space-y-3 px-2 pb-2 lg:order-none lg:py-8 lg:pl-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:grid-rows-2 sm:gap-3">
        <Skeleton className="col-span-2 aspect-[4/3] rounded-2xl sm:row-span-2 sm:aspect-auto" />
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <Skeleton className="aspect-[4/3] rounded-2xl" />
      </div>
    </div>
  );
}
