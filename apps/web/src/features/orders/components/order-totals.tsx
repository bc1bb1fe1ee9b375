import type { Fulfilment } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

const row = 'flex items-baseline justify-between gap-4';
const figure = 'font-semibold text-charcoal-900 tabular-nums';
const freeBadge =
  'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-emerald-800 ring-1 ring-emerald-200';

/** An order's sums, in rupees: the checkout's before it is sent, an order's as it was placed. */
export interface OrderSums {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  /** The coupon applied, if any: its discount row. */
  couponCode: string | null;
  fulfilment: Fulfilment;
}

interface SumRow {
  label: string;
  value: string;
  /** The value's look. */
  look: string;
  /** The end of the value's test id. */
  testId?: string;
}

/**
 * Subtotal, discount, the delivery fee (FREE when none; no fee for pickup) and total. The
 * checkout's summary and the order page show the same rows; `testIds` tells their test ids
 * apart (`checkout-total`, `order-total`…).
 */
export function OrderTotals({ sums, testIds }: { sums: OrderSums; testIds: 'checkout' | 'order' }) {
  const { t } = useTranslation('orders');
  const { money } = useFormat();
  const discount: SumRow[] = sums.couponCode
    ? [
        {
          label: t('order.totals.discount', { code: sums.couponCode }),
          value: `−${money(sums.discount)}`,
          look: 'font-semibold text-emerald-700 tabular-nums',
          testId: 'discount',
        },
      ]
    : [];
  const fee: SumRow =
    sums.fulfilment === 'pickup'
      ? {
          label: t('order.totals.pickup'),
          value: t('order.totals.pickupNoFee'),
          look: 'text-charcoal-700',
        }
      : sums.deliveryFee > 0
        ? {
            label: t('order.totals.delivery'),
            value: money(sums.deliveryFee),
            look: figure,
            testId: 'delivery-fee',
          }
        : { label: t('order.totals.delivery'), value: t('order.totals.free'), look: freeBadge };
  const rows: SumRow[] = [
    { label: t('order.totals.subtotal'), value: money(sums.subtotal), look: figure },
    ...discount,
    fee,
  ];
  return (
    <dl className="mt-2 space-y-3 border-t border-charcoal-100 pt-4 text-sm">
      {rows.map(({ label, value, look, testId }) => (
        <div key={label} className={row}>
          <dt className="text-charcoal-600">{label}</dt>
          <dd className={look} data-testid={testId && `${testIds}-${testId}`}>
            {value}
          </dd>
        </div>
      ))}
      <div className={`${row} border-t border-dashed border-charcoal-200 pt-4`}>
        <dt className="text-base font-bold text-charcoal-900">{t('order.totals.total')}</dt>
        <dd
          data-testid={`${testIds}-total`}
          className="text-2xl font-bold text-charcoal-900 tabular-nums"
        >
          {money(sums.total)}
        </dd>
      </div>
    </dl>
  );
}
