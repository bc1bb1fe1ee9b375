import { type Order, toNrs, toPaisa } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

const row = 'flex items-baseline justify-between gap-4';

/** The order's meals at the prices paid, and its totals: subtotal, discount, delivery, total. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { money } = useFormat();
  return (
    <>
      <ul className="divide-y divide-charcoal-100">
        {order.items.map((line) => (
          <li key={`${line.mealId ?? 'gone'}-${line.name}`} className="flex items-start gap-4 py-3">
            <span className="flex h-8 min-w-10 shrink-0 items-center justify-center rounded-xl bg-cream-200 px-2 text-sm font-bold text-charcoal-800 tabular-nums">
              {t('order.items.quantity', { count: line.quantity })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-charcoal-900">{line.name}</p>
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
      <dl className="mt-2 space-y-3 border-t border-charcoal-100 pt-4 text-sm">
        <div className={row}>
          <dt className="text-charcoal-600">{t('order.totals.subtotal')}</dt>
          <dd className="font-semibold text-charcoal-900 tabular-nums">
            {money(order.subtotalAmount)}
          </dd>
        </div>
        {order.couponCode && (
          <div className={row}>
            <dt className="text-charcoal-600">
              {t('order.totals.discount', { code: order.couponCode })}
            </dt>
            <dd className="font-semibold text-emerald-700 tabular-nums">
              −{money(order.discountAmount)}
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-charcoal-600">{t('order.totals.delivery')}</dt>
          <dd className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-emerald-800 ring-1 ring-emerald-200">
            {t('order.totals.free')}
          </dd>
        </div>
        <div className={`${row} border-t border-dashed border-charcoal-200 pt-4`}>
          <dt className="text-base font-bold text-charcoal-900">{t('order.totals.total')}</dt>
          <dd className="text-2xl font-bold text-charcoal-900 tabular-nums">
            {money(order.totalAmount)}
          </dd>
        </div>
      </dl>
    </>
  );
}
