import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  FINAL_ORDER_STATUSES,
  orderNumber,
} from '@shop/shared';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useAdminOrder } from '../hooks/use-admin-orders.ts';
import { useUpdateOrderStatus } from '../hooks/use-order-changes.ts';
import { OrderItems } from './order-items.tsx';
import { OrderStatusControl } from './order-status-control.tsx';
import { OrderStatusPill } from './order-status-pill.tsx';
import { OrderTimelineList } from './order-timeline-list.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-charcoal-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-charcoal-900">{children}</dd>
    </div>
  );
}

function CustomerInfo({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  const info = order.customerInfo;
  const account = order.customer;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
      <Field label={t('details.name')}>{info.name}</Field>
      <Field label={t('details.email')}>{info.email}</Field>
      <Field label={t('details.phone')}>{info.phone}</Field>
      <Field label={t('details.payment')}>{t('details.cash')}</Field>
      <Field label={t('details.address')}>{info.address}</Field>
      <Field label={t('details.account')}>
        {!account
          ? t('details.accountDeleted')
          : account.isActive
            ? t('details.accountActive', {
                count: account.totalOrders,
                spent: money(account.totalSpent),
              })
            : t('details.accountInactive')}
      </Field>
      {order.notes && (
        <div className="sm:col-span-2">
          <Field label={t('details.customerNotes')}>{order.notes}</Field>
        </div>
      )}
    </dl>
  );
}

interface OrderDetailsModalProps {
  /** The row that was opened, shown at once while the details load. */
  order: AdminOrderSummary;
  onClose: () => void;
  onDelete: (order: AdminOrderSummary) => void;
}

/**
 * docs/product-rules.md#orders: customer info, items, the timeline and the status buttons; delete
 * once closed.
 */
export function OrderDetailsModal({ order: row, onClose, onDelete }: OrderDetailsModalProps) {
  const { t } = useTranslation('admin-orders');
  const { date } = useFormat();
  const details = useAdminOrder(row.id);
  const update = useUpdateOrderStatus();
  const order = details.data;
  const status = order?.status ?? row.status;
  const updatedAt = order?.updatedAt ?? row.updatedAt;
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
          <OrderStatusPill status={status} />
        </span>
        <span>{t('details.placed', { date: when(row.createdAt) })}</span>
        <span data-testid="order-detail-updated">
          {t('details.updated', { date: when(updatedAt) })}
        </span>
      </div>
      {!order ? (
        details.isError ? (
          <p role="alert" className="mt-6 text-sm text-red-700">
            {t('details.loadFailed')}
          </p>
        ) : (
          <div className="mt-6 space-y-3" aria-hidden="true">
            <Skeleton className="h-32 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        )
      ) : (
        <div className="mt-5 space-y-4">
          <Section title={t('details.update')}>
            <OrderStatusControl
              status={order.status}
              busy={update.isPending}
              onSet={(next, notes) =>
                update.mutateAsync({
                  id: order.id,
                  status: next,
                  notes,
                  expectedStatus: order.status,
                })
              }
            />
          </Section>
          <Section title={t('details.customer')}>
            <CustomerInfo order={order} />
          </Section>
          <Section title={t('details.items')}>
            <OrderItems order={order} />
          </Section>
          <Section title={t('details.timeline')}>
            <OrderTimelineList timeline={order.timeline} />
          </Section>
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
      )}
    </Modal>
  );
}
