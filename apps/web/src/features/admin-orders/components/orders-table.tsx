import type { AdminOrderSort, AdminOrderSummary } from '@shop/shared';
import { orderNumber } from '@shop/shared';
import { ColumnHeader, SortableHeader } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import type { OrderFilters } from '../order-filters.ts';
import { type OrderActionHandlers, OrderRowActions } from './order-row-actions.tsx';
import { OrderStatusPill } from './order-status-pill.tsx';

interface OrdersTableProps {
  orders: readonly AdminOrderSummary[];
  filters: OrderFilters;
  busy: boolean;
  onSort: (sortBy: AdminOrderSort) => void;
  handlers: OrderActionHandlers;
}

/**
 * The orders: a table on wide screens (Order ID, Customer, Date, Total, Status, Items, Actions),
 * a card each on narrower ones.
 */
export function OrdersTable({ orders, filters, busy, onSort, handlers }: OrdersTableProps) {
  const { t } = useTranslation('admin-orders');
  const { money, date } = useFormat();
  const sorted = (column: AdminOrderSort) => (filters.sortBy === column ? filters.sortOrder : null);
  const when = (iso: string) => date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const day = (iso: string) => date(new Date(iso), { dateStyle: 'medium' });
  const time = (iso: string) => date(new Date(iso), { timeStyle: 'short' });

  return (
    <div aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-3xl border border-charcoal-900/5 bg-white shadow-card xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-charcoal-100 bg-cream-50 text-xs text-charcoal-600">
            <tr>
              <ColumnHeader>{t('table.id')}</ColumnHeader>
              <ColumnHeader>{t('table.customer')}</ColumnHeader>
              <SortableHeader sorted={sorted('createdAt')} onSort={() => onSort('createdAt')}>
                {t('table.date')}
              </SortableHeader>
              <SortableHeader
                className="text-right"
                sorted={sorted('total')}
                onSort={() => onSort('total')}
              >
                {t('table.total')}
              </SortableHeader>
              <SortableHeader sorted={sorted('status')} onSort={() => onSort('status')}>
                {t('table.status')}
              </SortableHeader>
              <ColumnHeader className="text-right">{t('table.items')}</ColumnHeader>
              <ColumnHeader className="text-right">{t('table.actions')}</ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-charcoal-100">
            {orders.map((order) => (
              <tr
                key={order.id}
                data-order-id={order.id}
                className="transition hover:bg-cream-50/70"
              >
                <td
                  className="px-2.5 py-2.5 font-mono text-xs font-semibold text-charcoal-900"
                  title={order.id}
                >
                  {orderNumber(order.id)}
                </td>
                <td className="max-w-52 px-2.5 py-2.5">
                  <p className="truncate font-semibold text-charcoal-900">
                    {order.customerInfo.name}
                  </p>
                  <p className="truncate text-xs text-charcoal-500">{order.customerInfo.email}</p>
                </td>
                <td className="px-2.5 py-2.5 whitespace-nowrap text-charcoal-700">
                  <time dateTime={order.createdAt}>
                    {day(order.createdAt)}
                    <span className="block text-xs text-charcoal-500">{time(order.createdAt)}</span>
                  </time>
                </td>
                <td className="px-2.5 py-2.5 text-right font-semibold whitespace-nowrap text-charcoal-900 tabular-nums">
                  {money(order.total_amount)}
                </td>
                <td className="px-2.5 py-2.5">
                  <OrderStatusPill status={order.status} />
                </td>
                <td className="px-2.5 py-2.5 text-right whitespace-nowrap text-charcoal-700">
                  {t('table.itemCount', { count: order.itemCount })}
                </td>
                <td className="px-2.5 py-2.5">
                  <OrderRowActions order={order} handlers={handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden"
        aria-label={t('table.caption')}
      >
        {orders.map((order) => (
          <li
            key={order.id}
            data-order-id={order.id}
            className="rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold text-charcoal-600">
                  {orderNumber(order.id)}
                </p>
                <p className="truncate font-semibold text-charcoal-900">
                  {order.customerInfo.name}
                </p>
                <p className="truncate text-xs text-charcoal-500">{order.customerInfo.email}</p>
              </div>
              <OrderStatusPill status={order.status} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <div className="text-xs text-charcoal-600">
                <time dateTime={order.createdAt} className="block">
                  {when(order.createdAt)}
                </time>
                {t('table.itemCount', { count: order.itemCount })}
              </div>
              <p className="text-base font-bold text-charcoal-900 tabular-nums">
                {money(order.total_amount)}
              </p>
            </div>
            <div className="mt-3 border-t border-charcoal-100 pt-3">
              <OrderRowActions order={order} handlers={handlers} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
