import type { OrderStatus } from '@shop/shared';
import { cn } from '@/lib/cn.ts';
import { useStatusName } from '../hooks/use-order-words.ts';
import { isOrderStatus } from '../order-filters.ts';

type Tone = 'delivered' | 'processing' | 'cancelled' | 'awaiting' | 'neutral';

/**
 * docs/product-rules.md#order-history: delivered, processing and cancelled have their
 * colours, anything else is neutral. The kitchen's working statuses (confirmed to out for delivery)
 * read as processing; a pending order is not yet being worked on; one awaiting its payment
 * asks something of the customer.
 */
const TONE_OF: Record<OrderStatus, Tone> = {
  awaiting_payment: 'awaiting',
  pending: 'neutral',
  confirmed: 'processing',
  preparing: 'processing',
  ready: 'processing',
  out_for_delivery: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const TONES: Record<Tone, string> = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  awaiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  neutral: 'bg-charcoal-100 text-charcoal-700 ring-charcoal-200',
};

const DOTS: Record<Tone, string> = {
  delivered: 'bg-emerald-500',
  processing: 'bg-sky-500',
  cancelled: 'bg-red-500',
  awaiting: 'bg-amber-500',
  neutral: 'bg-charcoal-400',
};

export function orderStatusTone(status: string | null | undefined): Tone {
  return isOrderStatus(status) ? TONE_OF[status] : 'neutral';
}

/** An order's status as a coloured pill; 'Unknown' when it has none. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const name = useStatusName();
  const tone = orderStatusTone(status);
  return (
    <span
      data-status={status ?? 'unknown'}
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1',
        TONES[tone],
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', DOTS[tone])} aria-hidden="true" />
      {name(status)}
    </span>
  );
}
