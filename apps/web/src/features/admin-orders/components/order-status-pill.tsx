import type { OrderStatus } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * Every status its own colour (docs/product-rules.md#orders), the dot for those who do not read
 * colour alone.
 */
export const STATUS_TONES: Record<OrderStatus, { pill: string; dot: string }> = {
  pending: { pill: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  confirmed: { pill: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  preparing: { pill: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  ready: { pill: 'bg-teal-50 text-teal-800 ring-teal-200', dot: 'bg-teal-500' },
  out_for_delivery: { pill: 'bg-blue-50 text-blue-800 ring-blue-200', dot: 'bg-blue-500' },
  delivered: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  cancelled: { pill: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  const tone = STATUS_TONES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1',
        tone.pill,
      )}
    >
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
