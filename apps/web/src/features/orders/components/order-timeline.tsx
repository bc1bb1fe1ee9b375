import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  RESTAURANT_TIME_ZONE,
} from '@shop/shared';
import {
  Bike,
  ChefHat,
  CircleCheck,
  CircleHelp,
  Clock,
  House,
  type LucideIcon,
  PackageCheck,
  Wallet,
  XCircle,
} from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useStatusName } from '../hooks/use-order-words.ts';
import { isOrderStatus } from '../order-filters.ts';
import { translateOrderNote } from '../order-notes.ts';

const ICONS: Record<OrderStatus, LucideIcon> = {
  awaiting_payment: Wallet,
  pending: Clock,
  confirmed: CircleCheck,
  preparing: ChefHat,
  ready: PackageCheck,
  out_for_delivery: Bike,
  delivered: House,
  cancelled: XCircle,
};

const TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: RESTAURANT_TIME_ZONE,
};

/** The way an order goes once it reaches the restaurant (a wallet order waits before it). */
const KITCHEN_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (step) => step !== 'cancelled' && step !== 'awaiting_payment',
);

/**
 * The statuses still ahead of an open order, in the order the kitchen usually takes them.
 * Awaiting payment is never one of them: only a wallet order starts there, as its current step.
 */
export function upcomingStatuses(status: OrderStatus): OrderStatus[] {
  if (FINAL_ORDER_STATUSES.includes(status)) return [];
  if (status === 'awaiting_payment') return [...KITCHEN_PATH];
  return KITCHEN_PATH.slice(KITCHEN_PATH.indexOf(status) + 1);
}

/**
 * What happened to the order, oldest first (who and when, with the restaurant's notes), then,
 * while it is open, the steps still to come. The restaurant may set any status in any order,
 * so the entries are shown as they happened, not as a fixed stepper.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const statusName = useStatusName();
  const upcoming = upcomingStatuses(order.status);
  const lastIndex = order.timeline.length - 1;
  return (
    <ol className="relative" data-testid="order-timeline">
      {order.timeline.map((entry, index) => {
        const Icon = isOrderStatus(entry.status) ? ICONS[entry.status] : CircleHelp;
        const current = index === lastIndex;
        const cancelled = entry.status === 'cancelled';
        const last = current && upcoming.length === 0;
        return (
          <li
            key={entry.id}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className="absolute top-10 bottom-0 left-5 w-0.5 -translate-x-1/2 bg-flame-200"
              />
            )}
            <span
              className={cn(
                'relative flex size-10 shrink-0 items-center justify-center rounded-full',
                cancelled
                  ? 'bg-red-600 text-white'
                  : current
                    ? 'bg-flame-600 text-white shadow-lg shadow-flame-900/25 ring-4 ring-flame-100'
                    : 'bg-flame-50 text-flame-700 ring-1 ring-flame-200',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 pt-1.5">
              <p
                className={cn(
                  'font-bold',
                  current ? 'text-charcoal-900' : 'text-charcoal-700',
                  cancelled && 'text-red-700',
                )}
              >
                {statusName(entry.status)}
              </p>
              <p className="mt-0.5 text-xs text-charcoal-500">
                <time dateTime={entry.at}>{date(new Date(entry.at), TIME)}</time>
                {' · '}
                {t(`order.timeline.by.${entry.by}`)}
              </p>
              {entry.notes && (
                <p className="mt-2 rounded-xl bg-cream-100 px-3 py-2 text-sm text-charcoal-700">
                  {translateOrderNote(entry.notes)}
                </p>
              )}
            </div>
          </li>
        );
      })}
      {upcoming.map((status, index) => {
        const Icon = ICONS[status];
        const last = index === upcoming.length - 1;
        return (
          <li key={status} className="relative flex gap-4 pb-6 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className="absolute top-10 bottom-0 left-5 w-0.5 -translate-x-1/2 border-l-2 border-dashed border-charcoal-200"
              />
            )}
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-charcoal-200 bg-white text-charcoal-400">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="pt-2">
              <p className="font-semibold text-charcoal-500">{statusName(status)}</p>
              {index === 0 && (
                <p className="mt-0.5 text-xs text-charcoal-500">{t('order.timeline.next')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
