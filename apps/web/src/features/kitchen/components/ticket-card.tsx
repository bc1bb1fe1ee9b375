import { type KitchenTicket, NEXT_KITCHEN_STATUS } from '@shop/shared';
import {
  Bike,
  CalendarClock,
  ChefHat,
  CircleCheckBig,
  MessageSquareText,
  ShoppingBag,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatNumber, useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';
import { type TimerTone, ticketTimer, timerText } from '../ticket-timer.ts';
import { PaymentBadge } from './payment-badge.tsx';
import { PrintTicketButton } from './print-ticket-button.tsx';
import { TicketLines } from './ticket-lines.tsx';

const TONE_CLASSES: Record<TimerTone, string> = {
  calm: 'bg-charcoal-900 text-white',
  amber: 'bg-amber-400 text-charcoal-950',
  red: 'bg-red-700 text-white',
};

/** A new ticket's flash: a bright ring pulsing a few times (a still ring when motion is reduced). */
function useFlash(flashing: boolean) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!flashing || !element) return;
    // A new ticket below a full column comes into view.
    element.scrollIntoView?.({ block: 'nearest' });
    if (typeof element.animate !== 'function') return;
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate(
      [
        { boxShadow: '0 0 0 0 rgb(251 191 36 / 0.95)', transform: 'scale(1)' },
        { boxShadow: '0 0 0 14px rgb(251 191 36 / 0)', transform: 'scale(1.015)' },
        { boxShadow: '0 0 0 0 rgb(251 191 36 / 0)', transform: 'scale(1)' },
      ],
      { duration: 900, iterations: 6, easing: 'ease-out' },
    );
    return () => animation.cancel();
  }, [flashing]);
  return card;
}

export function TicketCard({
  ticket,
  now,
  flashing,
  onMove,
  moving,
}: {
  ticket: KitchenTicket;
  now: number;
  flashing: boolean;
  onMove: (ticket: KitchenTicket) => void;
  moving: boolean;
}) {
  const { t } = useTranslation('kitchen');
  const { language } = useFormat();
  const { time, when } = useRestaurantWhen();
  const card = useFlash(flashing);
  const timer = ticketTimer(now, ticket);
  const next = NEXT_KITCHEN_STATUS[ticket.status];
  const FulfilmentIcon = ticket.fulfilment === 'pickup' ? ShoppingBag : Bike;
  return (
    <article
      ref={card}
      aria-label={t('ticket.label', { number: ticket.number })}
      data-ticket={ticket.number}
      data-status={ticket.status}
      data-tone={timer.tone}
      className={cn(
        'overflow-hidden rounded-2xl bg-white text-charcoal-950 shadow-lg shadow-black/40',
        flashing && 'ring-4 ring-mustard-400',
      )}
    >
      <header
        className={cn(
          'flex items-center justify-between gap-3 px-4 py-2.5',
          TONE_CLASSES[timer.tone],
        )}
      >
        <h3 className="font-mono text-2xl font-black sm:text-3xl tracking-tight">
          {ticket.number}
        </h3>
        <p className="text-right leading-none">
          <span className="sr-only">{t('ticket.timer')}: </span>
          <span className="block font-mono text-2xl font-black sm:text-3xl tabular-nums" data-timer>
            {timerText(timer.elapsedMs, (value, digits) =>
              formatNumber(value, language, { minimumIntegerDigits: digits, useGrouping: false }),
            )}
          </span>
          <span className="mt-1 block text-xs font-bold tracking-wider uppercase">
            {t(`ticket.tone.${timer.tone}`)}
          </span>
        </p>
      </header>

      <div className="grid gap-3 px-4 pt-3 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          {flashing && (
            <span className="rounded-full bg-mustard-400 px-3 py-1 text-sm font-black tracking-wide text-charcoal-950 uppercase">
              {t('ticket.new')}
            </span>
          )}
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-black tracking-wider uppercase',
              ticket.fulfilment === 'pickup' ? 'bg-violet-700 text-white' : 'bg-sky-700 text-white',
            )}
          >
            <FulfilmentIcon className="size-4" aria-hidden="true" />
            {t(`ticket.${ticket.fulfilment}`)}
          </span>
          <PaymentBadge payment={ticket.payment} />
          {ticket.scheduledFor ? (
            <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-charcoal-900 px-3 py-0.5 text-sm font-black text-charcoal-950">
              <CalendarClock className="size-4" aria-hidden="true" />
              {t('ticket.forLater', { when: when(ticket.scheduledFor, new Date(now)) })}
            </span>
          ) : (
            <span className="text-sm font-semibold text-charcoal-600">
              {t('ticket.due', { time: time(ticket.dueAt) })}
            </span>
          )}
        </div>

        <TicketLines lines={ticket.lines} />

        {ticket.notes && (
          <div className="rounded-xl border-l-8 border-amber-500 bg-amber-100 px-3 py-2">
            <p className="flex items-center gap-1.5 text-xs font-black tracking-widest text-amber-900 uppercase">
              <MessageSquareText className="size-4" aria-hidden="true" />
              {t('ticket.note')}
            </p>
            <p className="mt-0.5 text-lg leading-snug font-bold break-words text-charcoal-950">
              {ticket.notes}
            </p>
          </div>
        )}

        <div className="flex items-stretch gap-2 pt-1">
          {next ? (
            <button
              type="button"
              onClick={() => onMove(ticket)}
              disabled={moving}
              className={cn(
                'inline-flex min-h-16 flex-1 items-center justify-center gap-2.5 rounded-xl px-3 text-lg leading-tight font-black text-white shadow-md transition active:scale-[0.98] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-mustard-400 disabled:opacity-60 xl:text-xl',
                next === 'preparing'
                  ? 'bg-flame-600 hover:bg-flame-700'
                  : 'bg-emerald-700 hover:bg-emerald-800',
              )}
            >
              {next === 'preparing' ? (
                <ChefHat className="hidden size-7 shrink-0 xl:block" aria-hidden="true" />
              ) : (
                <CircleCheckBig className="size-7 shrink-0" aria-hidden="true" />
              )}
              {next === 'preparing' ? t('ticket.start') : t('ticket.ready')}
            </button>
          ) : (
            <p className="flex min-h-16 flex-1 items-center justify-center gap-2 rounded-xl bg-emerald-50 px-3 text-center text-lg font-bold text-emerald-900 ring-2 ring-emerald-600">
              <CircleCheckBig className="size-6 shrink-0" aria-hidden="true" />
              {t(`ticket.waiting.${ticket.fulfilment}`)}
            </p>
          )}
          <PrintTicketButton ticket={ticket} />
        </div>
      </div>
    </article>
  );
}
