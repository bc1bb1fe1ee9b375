import { isEndingSoon, type PublicEvent } from '@shop/shared';
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Clock,
  Copy,
  Hourglass,
  type LucideIcon,
  ShoppingBag,
  Sparkles,
} from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CarouselDots } from '@/components/ui/carousel-dots.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ShopToaster } from '@/components/ui/shop-toaster.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useCarousel } from '@/lib/carousel/use-carousel.ts';
import { copyCouponCode } from '@/lib/clipboard.ts';
import { formatEventDates, formatEventTimes } from '../event-dates.ts';

/** The popup is a modal <dialog> in the top layer: its toasts must live inside it to be seen. */
const POPUP_TOASTER = 'event-popup';

interface EventPopupProps {
  events: readonly PublicEvent[];
  onClose: () => void;
}

/** One term of the slide's facts: an icon that names it to screen readers, then the value. */
function EventFact({
  Icon,
  label,
  children,
}: {
  Icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon className="size-4 text-flame-600" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-semibold whitespace-nowrap">{children}</dd>
    </div>
  );
}

function EventSlide({ event, now }: { event: PublicEvent; now: Date }) {
  const { t } = useTranslation('events');
  const { language } = useFormat();
  const discount = event.discount_percentage ?? 0;
  const endingSoon = isEndingSoon(event, now);
  return (
    <div className="animate-fade-in">
      <div className="relative">
        <ImageWithFallback
          src={event.image_url}
          alt={event.title}
          loading="eager"
          frameClassName="aspect-[16/9] rounded-2xl"
        />
        {(discount > 0 || endingSoon) && (
          <div className="absolute top-3 left-3 flex flex-wrap gap-2">
            {discount > 0 && (
              <span className="rounded-full bg-flame-600 px-3 py-1 text-sm font-extrabold tracking-wide text-white shadow-md">
                {t('percentOff', { percent: discount })}
              </span>
            )}
            {endingSoon && (
              <span className="inline-flex items-center gap-1 rounded-full bg-mustard-400 px-3 py-1 text-sm font-bold text-charcoal-950 shadow-md">
                <Hourglass className="size-3.5" aria-hidden="true" />
                {t('endingSoon')}
              </span>
            )}
          </div>
        )}
      </div>
      <h3 className="mt-5 font-display-tight text-3xl text-charcoal-900 sm:text-4xl">
        {event.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-charcoal-600 sm:text-base">
        {event.description}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-charcoal-700">
        <EventFact Icon={CalendarDays} label={t('dates')}>
          {formatEventDates(event.start_date, event.end_date, language)}
        </EventFact>
        <EventFact Icon={Clock} label={t('time')}>
          {formatEventTimes(event.start_date, event.end_date, language) ?? t('allDay')}
        </EventFact>
      </dl>
      {event.coupon_code && (
        <div className="mt-5 flex items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-flame-300 bg-flame-50 py-2 pr-2 pl-4">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm text-charcoal-700">
            {t('useCode')}{' '}
            <strong className="font-mono text-base tracking-wider whitespace-nowrap text-flame-700">
              {event.coupon_code}
            </strong>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void copyCouponCode(event.coupon_code ?? '', { toasterId: POPUP_TOASTER })
            }
            className="shrink-0"
          >
            <Copy className="size-4" aria-hidden="true" />
            {t('copyCode')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The previous (-1) or next (1) event's button. */
function StepButton({ step, onStep }: { step: -1 | 1; onStep: () => void }) {
  const { t } = useTranslation('events');
  const Icon = step < 0 ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={onStep}
      aria-label={t(step < 0 ? 'previous' : 'next')}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

/**
 * The active events, one at a time (docs/product-rules.md#event-popup): badges, dates, times in
 * Nepal time, the code to copy, Order Now; with several events, previous/next (wrapping),
 * dots and 'n of m'.
 */
export function EventPopup({ events, onClose }: EventPopupProps) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const carousel = useCarousel({ count: events.length });
  const { index, count } = carousel;
  const now = useMemo(() => new Date(), []);
  const event = events[index];
  if (!event) return null;

  return (
    <Modal open onClose={onClose} title={t('title')} hideTitle className="max-sm:max-w-md">
      {/* Inside the dialog, so the copy confirmation shows above the backdrop. */}
      <ShopToaster
        id={POPUP_TOASTER}
        offset={{ top: 16, right: 16 }}
        mobileOffset={{ top: 12, left: 12, right: 12 }}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons below do the same */}
      <div onKeyDown={carousel.onKeyDown} {...carousel.swipeHandlers}>
        <p className="flex items-center gap-2 pr-10 text-xs font-bold tracking-[0.18em] text-flame-700 uppercase">
          <Sparkles className="size-4" aria-hidden="true" />
          {t(count > 1 ? 'happeningNow' : 'specialEvent')}
        </p>
        <div className="mt-4" aria-live="polite">
          <EventSlide key={event.id} event={event} now={now} />
        </div>
        <Button
          size="lg"
          className="mt-5 w-full"
          onClick={() => {
            onClose();
            navigate('/meals');
          }}
        >
          <ShoppingBag className="size-5" aria-hidden="true" />
          {t('orderNow')}
        </Button>
        {count > 1 && (
          <div className="mt-5 flex items-center justify-between gap-3 border-t border-charcoal-900/10 pt-4">
            <StepButton step={-1} onStep={carousel.prev} />
            <div className="flex flex-col items-center gap-1">
              <CarouselDots
                count={count}
                index={index}
                onSelect={carousel.goTo}
                dotLabel={(dot) =>
                  t('showEvent', { position: dot + 1, title: events[dot]?.title ?? '' })
                }
                tone="light"
                className="flex items-center"
              />
              <p className="text-xs font-semibold text-charcoal-600 tabular-nums">
                {t('position', { position: index + 1, total: count })}
              </p>
            </div>
            <StepButton step={1} onStep={carousel.next} />
          </div>
        )}
      </div>
    </Modal>
  );
}
