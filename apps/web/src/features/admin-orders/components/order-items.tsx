import type { AdminOrderDetail } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** The lines as ordered, with the amounts: subtotal, discount (with its code) and total. */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money, number } = useFormat();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('details.items')}</caption>
      <thead className="text-left text-xs text-charcoal-500">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            {t('details.item')}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {t('details.quantity')}
          </th>
          <th scope="col" className="hidden pb-2 text-right font-semibold sm:table-cell">
            {t('details.price')}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {t('details.lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-charcoal-100">
        {order.items.map((item, index) => (
          // A meal appears on one line only; a deleted meal has no id, so the position keys it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
          <tr key={index}>
            <td className="py-2 pr-2 font-medium text-charcoal-900">
              {item.name}
              {item.freeQuantity > 0 && (
                <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {t('details.free', { count: item.freeQuantity })}
                </span>
              )}
            </td>
            <td className="py-2 text-right tabular-nums">{number(item.quantity)}</td>
            <td className="hidden py-2 text-right tabular-nums sm:table-cell">
              {money(item.price)}
            </td>
            <td className="py-2 text-right font-semibold tabular-nums">
              {money((item.price * 100 * (item.quantity - item.freeQuantity)) / 100)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-charcoal-200 text-sm">
        <tr>
          <th
            scope="row"
            colSpan={3}
            className="pt-2 text-left font-medium text-charcoal-600 sm:text-right"
          >
            {t('details.subtotal')}
          </th>
          <td className="pt-2 text-right tabular-nums">{money(order.subtotalAmount)}</td>
        </tr>
        {order.discountAmount > 0 && (
          <tr>
            <th
              scope="row"
              colSpan={3}
              className="text-left font-medium text-charcoal-600 sm:text-right"
            >
              {order.couponCode
                ? t('details.discountWithCode', { code: order.couponCode })
                : t('details.discount')}
            </th>
            <td className="text-right text-emerald-700 tabular-nums">
              −{money(order.discountAmount)}
            </td>
          </tr>
        )}
        <tr>
          <th
            scope="row"
            colSpan={3}
            className="pt-1 text-left font-bold text-charcoal-900 sm:text-right"
          >
            {t('details.total')}
          </th>
          <td className="pt-1 text-right text-base font-bold text-charcoal-900 tabular-nums">
            {money(order.total_amount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
