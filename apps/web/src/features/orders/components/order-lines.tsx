import { type Order, toNrs, toPaisa } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { LineChoices } from './line-choices.tsx';
import { OrderTotals } from './order-totals.tsx';

/**
 * The order's meals at the prices paid, and its totals: subtotal, discount, the delivery fee (none
 * for pickup), total.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { money } = useFormat();
  return (
    <>
      <ul className="divide-y divide-charcoal-100">
        {order.items.map((line, index) => (
          // One meal may be on two lines (other choices); the lines of an order never move.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-start gap-4 py-3">
            <span className="flex h-8 min-w-10 shrink-0 items-center justify-center rounded-xl bg-cream-200 px-2 text-sm font-bold text-charcoal-800 tabular-nums">
              {t('order.items.quantity', { count: line.quantity })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-charcoal-900">{line.name}</p>
              <LineChoices choices={line.options} className="mt-0.5" />
              <p className="mt-0.5 text-xs text-charcoal-500 tabular-nums">
                {t('order.items.each', { price: money(line.price) })}
                {line.freeQuantity > 0 && (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 font-bold text-emerald-800 ring-1 ring-emerald-200">
                    {t('order.items.free', { count: line.freeQuantity })}
                  </span>
                )}
              </p>
            </div>
            <p className="font-semibold text-charcoal-900 tabular-nums">
              {money(toNrs(toPaisa(line.price) * line.quantity))}
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals
        testIds="order"
        sums={{
          subtotal: order.subtotalAmount,
          discount: order.discountAmount,
          deliveryFee: order.deliveryFee,
          total: order.totalAmount,
          couponCode: order.couponCode,
          fulfilment: order.fulfilment,
        }}
      />
    </>
  );
}
