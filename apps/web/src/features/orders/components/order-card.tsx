import type { Order } from '@shop/shared';
import { orderNumber, RESTAURANT_TIME_ZONE } from '@shop/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PaymentSummary } from '@/features/payments/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** How many meals a card names before it says "+ N more". */
const LINES_SHOWN = 3;

export const ORDER_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: RESTAURANT_TIME_ZONE,
};

/**
 * One order of the history: number, date, status, what was in it, total, how it is paid, and a
 * way in.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { money, date } = useFormat();
  const number = orderNumber(order.id);
  const shown = order.items.slice(0, LINES_SHOWN);
  const more = order.items.length - shown.length;
  const titleId = `order-${order.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-order-id={order.id}
      className="group rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card transition hover:shadow-card-hover sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3
            id={titleId}
            className="font-mono text-base font-bold tracking-wide text-charcoal-900"
          >
            {number}
          </h3>
          <p className="mt-0.5 text-sm text-charcoal-500">
            {t('card.placed', { date: date(new Date(order.createdAt), ORDER_DATE) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-charcoal-700">
        {shown
          .map((line) => t('card.line', { quantity: line.quantity, name: line.name }))
          .join(' · ')}
        {more > 0 && <span className="text-charcoal-500"> {t('card.more', { count: more })}</span>}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-charcoal-100 pt-3">
        <div className="min-w-0">
          <p className="text-sm whitespace-nowrap text-charcoal-600">
            {t('card.total')}{' '}
            <strong className="ml-1 text-base text-charcoal-900 tabular-nums">
              {money(order.totalAmount)}
            </strong>
          </p>
          <PaymentSummary order={order} className="block text-xs text-charcoal-500" />
        </div>
        <Link
          to={`/orders/${order.id}`}
          aria-label={t('card.viewLabel', { number })}
          className="-mr-2 ml-auto inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-flame-700 transition hover:bg-flame-50"
        >
          {t('card.view')}
          <ArrowRight
            className="size-4 transition group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </div>
    </li>
  );
}
