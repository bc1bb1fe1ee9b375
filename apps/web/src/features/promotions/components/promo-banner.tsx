import { Copy, Pause, Play, Tag } from 'lucide-react';
import { CarouselDots } from '@/components/ui/carousel-dots.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { copyCouponCode } from '@/lib/clipboard.ts';
import { OFFER_FIGURES, PROMO_OFFERS, PROMO_ROTATION_MS, type PromoCode } from '../offers.ts';

/** An offer's title and detail in the current language, its figures in the reader's digits. */
function useOfferWords() {
  const { t } = useTranslation('promotions');
  return (code: PromoCode): { title: string; detail: string } => {
    switch (code) {
      case 'FIRST20':
        return {
          title: t('offers.FIRST20.title', OFFER_FIGURES.FIRST20),
          detail: t('offers.FIRST20.detail', OFFER_FIGURES.FIRST20),
        };
      case 'FREEDEL30':
        return {
          title: t('offers.FREEDEL30.title', OFFER_FIGURES.FREEDEL30),
          detail: t('offers.FREEDEL30.detail'),
        };
      case 'BUY2GET1':
        return {
          title: t('offers.BUY2GET1.title', OFFER_FIGURES.BUY2GET1),
          detail: t('offers.BUY2GET1.detail'),
        };
      case 'WEEKEND15':
        return {
          title: t('offers.WEEKEND15.title', OFFER_FIGURES.WEEKEND15),
          detail: t('offers.WEEKEND15.detail'),
        };
    }
  };
}

/**
 * The rotating offers strip above the navigation bar. It stops while the pointer or focus is on
 * it, can be paused outright (WCAG 2.2.2), and stays still for people who prefer less motion.
 */
export function PromoBanner() {
  const { t } = useTranslation('promotions');
  const offerWords = useOfferWords();
  const carousel = useCarousel({ count: PROMO_OFFERS.length, autoplayMs: PROMO_ROTATION_MS });
  const { index, autoplay } = carousel;
  const offer = PROMO_OFFERS[index];

  if (!offer) return null;
  const words = offerWords(offer.code);
  const total = PROMO_OFFERS.length;

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('label')}
      className="relative bg-charcoal-950 text-cream-100"
      {...autoplay.hostProps}
      {...carousel.swipeHandlers}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(90deg,var(--color-flame-900)_0%,transparent_35%,transparent_65%,var(--color-flame-900)_100%)] opacity-60"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center gap-1 px-6 py-2 sm:flex-row sm:gap-4 lg:px-8">
        <div
          aria-live={autoplay.rotating ? 'off' : 'polite'}
          aria-atomic="true"
          className="flex h-9 w-full min-w-0 items-center justify-center gap-3 sm:h-auto sm:w-auto sm:flex-1 sm:justify-start"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel marks a slide as a group */}
          <div
            key={offer.code}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideLabel', { position: index + 1, total })}
            className="flex min-w-0 animate-fade-in items-center gap-2.5 text-[13px] leading-tight sm:text-sm"
          >
            <Tag className="hidden size-4 shrink-0 text-flame-400 sm:block" aria-hidden="true" />
            {/* Phones have room for two short lines; wider screens for one with the detail. */}
            <p className="line-clamp-2 min-w-0 sm:line-clamp-none sm:truncate">
              <strong className="font-semibold text-white">{words.title}</strong>
              <span className="hidden text-charcoal-300 md:inline"> · {words.detail}</span>
            </p>
            <button
              type="button"
              onClick={() => void copyCouponCode(offer.code)}
              aria-label={t('copyCode', { code: offer.code })}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-dashed border-flame-400/70 bg-flame-400/10 px-3 py-1 font-mono text-xs font-bold tracking-wider text-flame-200 transition hover:border-flame-300 hover:bg-flame-400/20 hover:text-white"
            >
              {offer.code}
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        </div>

        <div className="flex shrink-0 items-center gap-1">
          <CarouselDots
            count={total}
            index={index}
            onSelect={carousel.goTo}
            dotLabel={(dot) => {
              const code = PROMO_OFFERS[dot]?.code;
              const title = code ? offerWords(code).title : '';
              return t('showOffer', { position: dot + 1, total, title });
            }}
            tone="dark"
            legend={t('chooseOffer')}
            className="flex min-w-0 items-center"
          />
          <button
            type="button"
            onClick={autoplay.togglePaused}
            aria-label={t(autoplay.paused ? 'play' : 'pause')}
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
