import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminOrderTimelineEntry,
  adminOrderResponseSchema,
  FINAL_ORDER_STATUSES,
  isWallet,
  MANAGING_ROLES,
  MAX_ORDER_NOTES,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  orderResponseSchema,
  orderStatusWords,
  roleMayMove,
} from '@shop/shared';
import { Check, Lock } from 'lucide-react';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/form-field.tsx';
import {
  adminApi,
  ConfirmDialog,
  DeleteButton,
  DetailFacts,
  DetailLoading,
  DetailPart,
  DetailView,
  dateWithTime,
  errorWords,
  type SectionViewProps,
  toneClasses,
  useSectionDetail,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useStaffRole } from '@/features/admin-shell/index.ts';
import { PrintOrderButtons } from '@/features/order-printing/index.ts';
import { LineChoices } from '@/features/orders/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import {
  OrderStatusPill,
  ordersSection,
  STATUS_TONES,
  useKeptMessage,
} from '../orders-section.tsx';
import { OrderDecision } from './order-decision.tsx';
import { OrderFulfilment } from './order-fulfilment.tsx';
import { OrderPayment } from './order-payment.tsx';

/** The statuses that end an order for good: customer told, stock back or spending added. */
type FinalStatus = Extract<OrderStatus, 'delivered' | 'cancelled'>;
const isFinal = (status: OrderStatus): status is FinalStatus =>
  FINAL_ORDER_STATUSES.includes(status);

interface Props {
  order: AdminOrderDetail;
}

/**
 * docs/product-rules.md#orders: the status buttons, the customer, the items and the timeline;
 * delete once the order is closed. The row opened shows at once while the details load.
 */
export function OrderDetailsModal({
  record: row,
  onClose,
  onDelete,
}: SectionViewProps<AdminOrderSummary>) {
  const { t } = useTranslation('admin-orders');
  const path = `/admin/orders/${encodeURIComponent(row.id)}`;
  const read = useSectionDetail(ordersSection, path, adminOrderResponseSchema);
  const order = read.data?.order;
  const updated = dateWithTime(order?.updatedAt ?? row.updatedAt);
  // Answering a new order and deleting one are the managers' (docs/product-rules.md#staff-and-roles).
  const role = useStaffRole();
  const manages = role !== null && MANAGING_ROLES.includes(role);
  const parts = [
    ...(order?.status === 'pending' && manages
      ? ([[t('decision.title'), OrderDecision]] as const)
      : []),
    [t('details.update'), StatusControl],
    [t('details.fulfilmentPart'), OrderFulfilment],
    [t('details.payment'), OrderPayment],
    [t('details.customer'), CustomerFacts],
    [t('details.items'), OrderItems],
    [t('details.timeline'), Timeline],
  ] as const;
  return (
    <DetailView
      title={t('details.title', { number: orderNumber(row.id) })}
      onClose={onClose}
      badges={
        <>
          <span data-testid="order-detail-status">
            <OrderStatusPill status={order?.status ?? row.status} />
          </span>
          <span>{t('details.placed', { date: dateWithTime(row.createdAt) })}</span>
          <span>{t('details.updated', { date: updated })}</span>
        </>
      }
      actions={
        <>
          <PrintOrderButtons orderId={row.id} />
          {order && isFinal(order.status) && manages && (
            <DeleteButton label={t('details.delete')} onClick={() => onDelete(row)} />
          )}
        </>
      }
    >
      {order ? (
        parts.map(([title, Part]) => (
          <DetailPart key={title} title={title}>
            <Part order={order} />
          </DetailPart>
        ))
      ) : (
        <DetailLoading failed={read.isError} message={t('details.loadFailed')} className="h-72" />
      )}
    </DetailView>
  );
}

/** As copied onto the order when it was placed, and the customer's account as it is today. */
function CustomerFacts({ order: { customerInfo: info, customer: account, notes } }: Props) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  const spent = account && { count: account.totalOrders, spent: money(account.totalSpent) };
  return (
    <DetailFacts
      words={(key) => t(`details.${key}` as 'details.name')}
      wide={['customerNotes']}
      facts={{
        name: info.name,
        email: info.email,
        phone: info.phone,
        address: info.address,
        account: !spent
          ? t('details.accountDeleted')
          : account.isActive
            ? t('details.accountActive', spent)
            : t('details.accountInactive'),
        customerNotes: notes || null,
      }}
    />
  );
}

/** The lines as ordered, with the amounts: subtotal, discount (with its code) and total. */
function OrderItems({ order }: Props) {
  const { t } = useTranslation('admin-orders');
  const { money, number } = useFormat();
  const code = order.couponCode;
  const sums = [
    [t('details.subtotal'), money(order.subtotalAmount), 'pt-2 font-medium text-charcoal-600'],
    [
      code ? t('details.discountWithCode', { code }) : t('details.discount'),
      `−${money(order.discountAmount)}`,
      'font-medium text-charcoal-600 [&>td]:text-emerald-700',
    ],
    [t('details.total'), money(order.total_amount), 'pt-1 font-bold [&>td]:text-base'],
  ].filter((_, index) => index !== 1 || order.discountAmount > 0);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('details.items')}</caption>
      {/* The unit price only from a tablet's width. */}
      <thead className="text-left text-xs text-charcoal-500 [&_th]:pb-2 [&_th]:font-semibold [&_th+th]:text-right">
        <tr>
          <th scope="col">{t('details.item')}</th>
          <th scope="col">{t('details.quantity')}</th>
          <th scope="col" className="hidden sm:table-cell">
            {t('details.price')}
          </th>
          <th scope="col">{t('details.lineTotal')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-charcoal-100 tabular-nums [&_td]:py-2 [&_td+td]:text-right">
        {order.items.map((item, index) => (
          // A meal appears on one line only; a deleted meal has no id, so the position keys it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
          <tr key={index}>
            <td className="pr-2 font-medium text-charcoal-900">
              {item.name}
              <LineChoices choices={item.options} className="font-normal" />
              {item.freeQuantity > 0 && (
                <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {t('details.free', { count: item.freeQuantity })}
                </span>
              )}
            </td>
            <td>{number(item.quantity)}</td>
            <td className="hidden sm:table-cell">{money(item.price)}</td>
            <td className="font-semibold whitespace-nowrap">
              {money((item.price * 100 * (item.quantity - item.freeQuantity)) / 100)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-charcoal-200 text-charcoal-900 tabular-nums">
        {sums.map(([label, amount, classes]) => (
          <tr key={label} className={classes}>
            {/* Two columns and the unit price's, which a phone leaves out as the rows do. */}
            <th scope="row" colSpan={2} className="text-left sm:text-right">
              {label}
            </th>
            <td className="hidden sm:table-cell" />
            <td className="text-right whitespace-nowrap">{amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** Every status the order has had: when, who (which admin), and their notes; newest last. */
function Timeline({ order }: Props) {
  const { t } = useTranslation('admin-orders');
  const who = ({ by, adminName: name }: AdminOrderTimelineEntry) =>
    by !== 'admin'
      ? t(`details.by.${by}`)
      : name
        ? t('details.by.admin', { name })
        : t('details.by.adminUnknown');
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
              toneClasses(STATUS_TONES[entry.status]).dot,
            )}
            aria-hidden="true"
          />
          <p className="text-sm font-semibold text-charcoal-900">
            {t(`status.${entry.status}`)}{' '}
            <span className="font-normal text-charcoal-600">{who(entry)}</span>
          </p>
          <time dateTime={entry.at} className="text-xs text-charcoal-500">
            {dateWithTime(entry.at)}
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

/**
 * A button for every status (docs/product-rules.md#order-statuses) and notes for the timeline
 * while the order is open; Delivered and Cancelled cannot be undone, so they are asked about
 * first. The change carries the status the admin saw: if another admin changed the order
 * meanwhile the server refuses, and the order is read again as it is now (decision 036).
 */
function StatusControl({ order }: Props) {
  const { t } = useTranslation('admin-orders');
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<FinalStatus | null>(null);
  const kept = useKeptMessage();
  const update = useSectionMutation(
    ordersSection,
    (status: OrderStatus) =>
      adminApi.patch(
        `/admin/orders/${encodeURIComponent(order.id)}/status`,
        { status, notes: notes.trim() || null, expectedStatus: order.status },
        orderResponseSchema,
      ),
    {
      readAgainOnFailure: true,
      success: ({ order: { id, status } }) =>
        kept(
          'success',
          t('notifications.statusUpdated', {
            number: orderNumber(id),
            status: orderStatusWords(status),
          }),
          id,
        ),
      failure: (error) => errorWords(error, t('update.failed')),
    },
  );
  const apply = (status: OrderStatus) => update.mutate(status, { onSuccess: () => setNotes('') });
  // The moves this role may make from the order's status, and the status it has.
  const role = useStaffRole();
  const offered = ORDER_STATUSES.filter(
    (option) =>
      option === order.status || (role !== null && roleMayMove(role, order.status, option)),
  );
  const named = { status: confirming ? t(`status.${confirming}`) : '' };
  const wallet = t(`payment.methods.${order.payment.method}`);
  // Cancelling a paid wallet order owes the customer their money: the admin is told before.
  const finalQuestion = (status: FinalStatus) =>
    status === 'cancelled' && order.payment.status === 'paid' && isWallet(order.payment.method)
      ? t('final.cancelledPaid', { wallet })
      : t(`final.${status}`);

  if (isFinal(order.status)) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-charcoal-50 p-3 text-sm text-charcoal-700">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        {t('details.closed', { status: t(`status.${order.status}`) })}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {order.status === 'awaiting_payment' && (
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
          {t('details.awaitingPayment', { wallet })}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('details.update')}</legend>
        {offered.map((option) => {
          const current = option === order.status;
          return (
            <button
              key={option}
              type="button"
              onClick={() => (isFinal(option) ? setConfirming(option) : apply(option))}
              disabled={update.isPending || current}
              aria-pressed={current}
              aria-label={
                current ? undefined : t('details.setTo', { status: t(`status.${option}`) })
              }
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-not-allowed',
                current
                  ? cn(toneClasses(STATUS_TONES[option]).pill, 'ring-2')
                  : 'bg-white text-charcoal-800 ring-charcoal-200 hover:bg-cream-100 hover:ring-charcoal-300 disabled:opacity-55',
              )}
            >
              {current ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <span
                  className={cn('size-2 rounded-full', toneClasses(STATUS_TONES[option]).dot)}
                  aria-hidden="true"
                />
              )}
              {t(`status.${option}`)}
            </button>
          );
        })}
      </fieldset>
      <TextAreaField
        label={t('details.notes')}
        optional
        hint={t('details.updateHint')}
        placeholder={t('details.notesPlaceholder')}
        value={notes}
        onValueChange={setNotes}
        maxLength={MAX_ORDER_NOTES}
        rows={2}
      />
      <ConfirmDialog
        open={confirming !== null}
        purpose="change"
        title={t('final.title', named)}
        confirmLabel={t('final.confirm', named)}
        busy={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) apply(confirming);
          setConfirming(null);
        }}
      >
        <p>{confirming && finalQuestion(confirming)}</p>
      </ConfirmDialog>
    </div>
  );
}
