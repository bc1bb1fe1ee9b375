import { Copy, Pause, Play, Tag } from 'lucide-react';
import { CarouselDots } from '@/components/ui/carousel-dots.tsx';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { copyCouponCode } from '@/lib/clipboard.ts';
import { PROMO_OFFERS, PROMO_ROTATION_MS } from '../offers.ts';

/**
 * The rotating offers strip above the navigation bar. It stops while the pointer or focus is on
 * it, can be paused outright (WCAG 2.2.2), and stays still for people who prefer less motion.
 */
export function PromoBanner() {
  const carousel = useCarousel({ count: PROMO_OFFERS.length, autoplayMs: PROMO_ROTATION_MS });
  const { index, autoplay } = carousel;
  const offer = PROMO_OFFERS[index];

  if (!offer) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Current offers"
      className="relative bg-charcoal-950 text-cream-100"
      {...autoplay.hostProps}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(90deg,var(--color-flame-900)_0%,transparent_35%,transparent_65%,var(--color-flame-900)_100%)] opacity-60"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-2 sm:flex-row sm:gap-4 sm:px-6 lg:px-8">
        <div
          aria-live={autoplay.rotating ? 'off' : 'polite'}
          aria-atomic="true"
          className="flex h-9 w-full min-w-0 items-center justify-center gap-3 sm:h-auto sm:w-auto sm:flex-1 sm:justify-start"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel marks a slide as a group */}
          <div
            key={offer.code}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${PROMO_OFFERS.length}`}
            className="flex min-w-0 animate-fade-in items-center gap-2.5 text-[13px] leading-tight sm:text-sm"
          >
            <Tag className="hidden size-4 shrink-0 text-flame-400 sm:block" aria-hidden="true" />
            {/* Phones have room for two short lines; wider screens for one with the detail. */}
            <p className="line-clamp-2 min-w-0 sm:line-clamp-none sm:truncate">
              <strong className="font-semibold text-white">{offer.title}</strong>
              <span className="hidden text-charcoal-300 md:inline"> · {offer.detail}</span>
            </p>
            <button
              type="button"
              onClick={() => void copyCouponCode(offer.code)}
              aria-label={`Copy code ${offer.code}`}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-dashed border-flame-400/70 bg-flame-400/10 px-3 py-1 font-mono text-xs font-bold tracking-wider text-flame-200 transition hover:border-flame-300 hover:bg-flame-400/20 hover:text-white"
            >
              {offer.code}
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        </div>

        <div className="flex shrink-0 items-center gap-1">
          <CarouselDots
            count={PROMO_OFFERS.length}
            index={index}
            onSelect={carousel.goTo}
            dotLabel={(dot) =>
              `Show offer ${dot + 1} of ${PROMO_OFFERS.length}: ${PROMO_OFFERS[dot]?.title}`
            }
            tone="dark"
            legend="Choose an offer"
            className="flex min-w-0 items-center"
          />
          <button
            type="button"
            onClick={autoplay.togglePaused}
            aria-label={autoplay.paused ? 'Play offers' : 'Pause offers'}
            className="flex size-6 items-center justify-center rounded-full text-charcoal-300 transition hover:text-white"
          >
            {autoplay.paused ? (
              <Play className="size-3.5" aria-hidden="true" />
            ) : (
              <Pause className="size-3.5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
