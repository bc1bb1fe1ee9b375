import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CarouselDots } from '@/components/ui/carousel-dots.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { cn } from '@/lib/cn.ts';

interface MealImageCarouselProps {
  images: readonly string[];
  name: string;
  soldOut?: boolean;
  className?: string;
}

const arrowButton =
  'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-charcoal-800 shadow-md shadow-charcoal-900/15 backdrop-blur transition hover:scale-105 hover:bg-white hover:text-flame-700 active:scale-95';

/** The meal's photos, one at a time; previous/next wrap around, dots jump to a photo. */
export function MealImageCarousel({ images, name, soldOut, className }: MealImageCarouselProps) {
  const { t } = useTranslation('menu');
  const carousel = useCarousel({ count: images.length });
  const { index, count, several } = carousel;

  return (
    <section
      aria-roledescription={t('photos.carousel')}
      aria-label={t('photos.label', { name })}
      className={cn('relative', className)}
      {...carousel.swipeHandlers}
    >
      <ImageWithFallback
        key={images[index]}
        src={images[index]}
        alt={several ? t('photos.photoOf', { name, position: index + 1, total: count }) : name}
        loading="eager"
        frameClassName="aspect-[4/3] rounded-2xl md:aspect-[4/5]"
        className={cn(soldOut && 'grayscale')}
      />
      {soldOut && (
        <span className="absolute top-3 left-3 rounded-full bg-charcoal-900 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          {t('meal.soldOut')}
        </span>
      )}
      {several && (
        <>
          <button
            type="button"
            onClick={carousel.prev}
            className={cn(arrowButton, 'left-3')}
            aria-label={t('photos.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={carousel.next}
            className={cn(arrowButton, 'right-3')}
            aria-label={t('photos.next')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <CarouselDots
            count={count}
            index={index}
            onSelect={carousel.goTo}
            dotLabel={(dot) => t('photos.show', { position: dot + 1, total: count })}
            tone="photo"
            list
            className="absolute inset-x-0 bottom-2 flex justify-center"
          />
        </>
      )}
    </section>
  );
}
