import { Copy, Pause, Play, Tag } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { copyCouponCode } from '@/lib/clipboard.ts';
import { cn } from '@/lib/cn.ts';
import { usePrefersReducedMotion } from '@/lib/use-media-query.ts';
import { PROMO_OFFERS, PROMO_ROTATION_MS } from '../offers.ts';

/**
 * The rotating offers strip above the navigation bar. It stops while the pointer or focus is on
 * it, can be paused outright (WCAG 2.2.2), and stays still for people who prefer less motion.
 */
export function PromoBanner() {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused;
  const offer = PROMO_OFFERS[index] ?? PROMO_OFFERS[0];

  // Restarting the timer on every change gives a chosen offer its full 5 seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % PROMO_OFFERS.length),
      PROMO_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  if (!offer) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Current offers"
      className="relative bg-charcoal-950 text-cream-100"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(90deg,var(--color-flame-900)_0%,transparent_35%,transparent_65%,var(--color-flame-900)_100%)] opacity-60"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-2 sm:flex-row sm:gap-4 sm:px-6 lg:px-8">
        <div
          aria-live={rotating ? 'off' : 'polite'}
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
          <fieldset className="flex min-w-0 items-center">
            <legend className="sr-only">Choose an offer</legend>
            {PROMO_OFFERS.map((item, dot) => (
              <button
                key={item.code}
                type="button"
                onClick={() => setIndex(dot)}
                aria-label={`Show offer ${dot + 1} of ${PROMO_OFFERS.length}: ${item.title}`}
                aria-current={dot === index ? 'true' : undefined}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full transition-all duration-300',
                    dot === index
                      ? 'w-5 bg-flame-400'
                      : 'w-1.5 bg-charcoal-500 group-hover:bg-charcoal-300',
                  )}
                />
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            onClick={() => {
              // An explicit Play resumes at once, even with the pointer or focus on the banner.
              if (paused) {
                setHovered(false);
                setFocused(false);
              }
              setUserPaused(!paused);
            }}
            aria-label={paused ? 'Play offers' : 'Pause offers'}
            className="flex size-6 items-center justify-center rounded-full text-charcoal-300 transition hover:text-white"
          >
            {paused ? (
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
