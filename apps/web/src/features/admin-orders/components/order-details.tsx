import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  adminOrderResponseSchema,
  FINAL_ORDER_STATUSES,
  orderNumber,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { adminApi } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { OrderStatusPill, orderDetailKey, STATUS_TONES } from '../orders-section.tsx';
import { OrderStatusControl } from './order-status-control.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">{title}</h3>
      {children}
    </section>
  );
}

interface OrderDetailsModalProps {
  /** The row that was opened, shown at once while the details load. */
  order: AdminOrderSummary;
  onClose: () => void;
  onDelete: (order: AdminOrderSummary) => void;
}

/**
 * docs/product-rules.md#orders: the status buttons, the customer, the items and the timeline;
 * delete once the order is closed.
 */
export function OrderDetailsModal({ order: row, onClose, onDelete }: OrderDetailsModalProps) {
  const { t } = useTranslation('admin-orders');
  const { date } = useFormat();
  const details = useQuery({
    queryKey: orderDetailKey(row.id),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get(
          `/admin/orders/${encodeURIComponent(row.id)}`,
          adminOrderResponseSchema,
          undefined,
          { signal },
        )
      ).order,
  });
  const order = details.data;
  const when = (iso: string) => date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('details.title', { number: orderNumber(row.id) })}
      className="sm:max-w-3xl"
    >
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-charcoal-600">
        <span data-testid="order-detail-status">
          <OrderStatusPill status={order?.status ?? row.status} />
        </span>
        <span>{t('details.placed', { date: when(row.createdAt) })}</span>
        <span data-testid="order-detail-updated">
          {t('details.updated', { date: when(order?.updatedAt ?? row.updatedAt) })}
        </span>
      </div>
      {order ? (
        <div className="mt-5 space-y-4">
          <Part title={t('details.update')}>
            <OrderStatusControl order={order} />
          </Part>
          <Part title={t('details.customer')}>
            <CustomerInfo order={order} />
          </Part>
          <Part title={t('details.items')}>
            <OrderItems order={order} />
          </Part>
          <Part title={t('details.timeline')}>
            <Timeline order={order} />
          </Part>
          {FINAL_ORDER_STATUSES.includes(order.status) && (
            <div className="flex justify-end">
              <Button
                variant="secondary"
                className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
                onClick={() => onDelete(row)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('details.delete')}
              </Button>
            </div>
          )}
        </div>
      ) : details.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          {t('details.loadFailed')}
        </p>
      ) : (
        <div className="mt-6 space-y-3" aria-hidden="true">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      )}
    </Modal>
  );
}

/** As copied onto the order when it was placed, and the customer's account as it is today. */
function CustomerInfo({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  const { customerInfo: info, customer: account } = order;
  const facts: [string, ReactNode][] = [
    [t('details.name'), info.name],
    [t('details.email'), info.email],
    [t('details.phone'), info.phone],
    [t('details.payment'), t('details.cash')],
    [t('details.address'), info.address],
    [
      t('details.account'),
      !account
        ? t('details.accountDeleted')
        : account.isActive
          ? t('details.accountActive', {
              count: account.totalOrders,
              spent: money(account.totalSpent),
            })
          : t('details.accountInactive'),
    ],
  ];
  if (order.notes) facts.push([t('details.customerNotes'), order.notes]);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value], index) => (
        <div key={label} className={cn('min-w-0', index === 6 && 'sm:col-span-2')}>
          <dt className="text-xs font-semibold text-charcoal-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-charcoal-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lines as ordered, with the amounts: subtotal, discount (with its code) and total. */
function OrderItems({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money, number } = useFormat();
  const sums: [label: string, amount: string, classes: string, amountClasses?: string][] = [
    [t('details.subtotal'), money(order.subtotalAmount), 'pt-2 font-medium text-charcoal-600'],
  ];
  if (order.discountAmount > 0) {
    sums.push([
      order.couponCode
        ? t('details.discountWithCode', { code: order.couponCode })
        : t('details.discount'),
      `−${money(order.discountAmount)}`,
      'font-medium text-charcoal-600',
      'text-emerald-700',
    ]);
  }
  sums.push([t('details.total'), money(order.total_amount), 'pt-1 font-bold text-charcoal-900']);
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
      <tfoot className="border-t border-charcoal-200">
        {sums.map(([label, amount, classes, amountClasses]) => (
          <tr key={label}>
            <th scope="row" colSpan={3} className={cn('text-left sm:text-right', classes)}>
              {label}
            </th>
            <td className={cn('text-right tabular-nums', classes, amountClasses)}>{amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** Every status the order has had: when, who (which admin), and their notes; newest last. */
function Timeline({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { date } = useFormat();
  return (
    <ol
      className="relative space-y-3 border-l-2 border-charcoal-100 pl-5"
      data-testid="admin-order-timeline"
    >
      {order.timeline.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            className={cn(
              'absolute top-1.5 -left-[1.6rem] size-3 rounded-full ring-4 ring-white',
              STATUS_TONES[entry.status].dot,
            )}
            aria-hidden="true"
          />
          <p className="text-sm font-semibold text-charcoal-900">
            {t(`status.${entry.status}`)}{' '}
            <span className="font-normal text-charcoal-600">
              {entry.by !== 'admin'
                ? t(`details.by.${entry.by}`)
                : entry.adminName
                  ? t('details.by.admin', { name: entry.adminName })
                  : t('details.by.adminUnknown')}
            </span>
          </p>
          <time dateTime={entry.at} className="text-xs text-charcoal-500">
            {date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {entry.notes && (
            <p className="mt-1 rounded-xl bg-cream-100 px-3 py-2 text-sm text-charcoal-700">
              {entry.notes}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
