import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_SORTS,
  type AdminOrderSummary,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
} from '@shop/shared';
import {
  CalendarClock,
  ChefHat,
  CircleCheckBig,
  Clock,
  PackageCheck,
  Receipt,
  Store,
  Wallet,
} from 'lucide-react';
import {
  dateWithTime,
  defineSection,
  figureColumn,
  type NotificationTone,
  Pill,
  type SectionColumn,
  shortDate,
  type Tone,
  timeOfDay,
  useAdminNotifications,
  withNote,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { PaymentPill } from './components/payment-pill.tsx';

/**
 * GET /api/admin/orders: a page of 50 of the orders the filters match, with the tiles' figures
 * of all orders. The staff alerts read the 'orders' section again whenever an order arrives or
 * moves, so the open list follows by itself.
 */
export const ordersSection = defineSection({
  words: ['admin-orders'],
  rows: (response) => response.orders,
  nameOf: (order) => orderNumber(order.id),
  tiles: [
    ['total', Receipt, 'flame', { testId: 'stat-total' }],
    ['pending', Clock, 'amber', { testId: 'stat-pending' }],
    ['preparing', ChefHat, 'violet', { testId: 'stat-preparing' }],
    ['ready', PackageCheck, 'teal', { testId: 'stat-ready' }],
    ['delivered', CircleCheckBig, 'emerald', { testId: 'stat-delivered' }],
    ['revenue', Wallet, 'sky', { testId: 'stat-revenue', money: true }],
  ],
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'status', choices: ORDER_STATUSES },
    { kind: 'date', key: 'startDate', notAfter: 'endDate' },
    { kind: 'date', key: 'endDate', notBefore: 'startDate' },
    { kind: 'sort', key: 'sortBy', choices: ADMIN_ORDER_SORTS },
  ],
  // The orders of one customer (from the customer's details) are narrowed too.
  alsoFilters: ['customerId'],
  deletePath: (order) => `/orders/${encodeURIComponent(order.id)}`,
  loadFailed: ADMIN_ORDER_MESSAGES.loadFailed,
  // Orders move on all the time: a copy is old after a few seconds, and read again on return.
  fresh: { staleTime: 5_000, refetchOnWindowFocus: true },
  from: ['/admin/orders', adminOrderListQuerySchema, adminOrderListResponseSchema],
});

/**
 * Every status its own colour (docs/product-rules.md#orders), the dot for those who do not read
 * colour alone.
 */
export const STATUS_TONES: Record<OrderStatus, Tone> = {
  awaiting_payment: 'charcoal',
  pending: 'amber',
  confirmed: 'sky',
  preparing: 'violet',
  ready: 'teal',
  out_for_delivery: 'blue',
  delivered: 'emerald',
  cancelled: 'red',
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Pill tone={STATUS_TONES[status]} dot data-status={status}>
      {t(`status.${status}`)}
    </Pill>
  );
}

/** The orders' columns; Date, Total and Status sort the list (the first two largest first). */
export function useOrderColumns(): SectionColumn<AdminOrderSummary>[] {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  return [
    {
      id: 'id',
      className: 'font-mono text-xs font-semibold text-charcoal-900',
      cell: (order) => <span title={order.id}>{orderNumber(order.id)}</span>,
    },
    {
      id: 'customer',
      className: 'max-w-36',
      card: 'title',
      cell: ({ customerInfo: { name, email } }) =>
        withNote(name, email, 'font-semibold text-charcoal-900'),
    },
    {
      id: 'createdAt',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: ({ createdAt }) => (
        <time dateTime={createdAt}>
          {shortDate(createdAt)}
          <span className="block text-xs text-charcoal-500">{timeOfDay(createdAt)}</span>
        </time>
      ),
    },
    figureColumn('total', (order) => money(order.total_amount), 'font-semibold text-charcoal-900'),
    { id: 'payment', cell: (order) => <PaymentPill payment={order.payment} /> },
    {
      id: 'status',
      sortable: true,
      cell: (order) => (
        <span className="flex flex-col items-start gap-1">
          <OrderStatusPill status={order.status} />
          <OrderMarkers order={order} />
        </span>
      ),
    },
    {
      id: 'items',
      className: 'text-right whitespace-nowrap',
      cell: (order) => t('table.itemCount', { count: order.itemCount }),
    },
  ];
}

/** 'Pickup' and 'For later' (with the slot, in the restaurant's time) beside the status. */
function OrderMarkers({ order }: { order: AdminOrderSummary }) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      {order.fulfilment === 'pickup' && (
        <Pill tone="orange" icon={Store} data-marker="pickup">
          {t('markers.pickup')}
        </Pill>
      )}
      {order.scheduledFor && (
        <Pill
          tone="violet"
          icon={CalendarClock}
          data-marker="later"
          title={t('markers.laterAt', { time: dateWithTime(order.scheduledFor) })}
        >
          {t('markers.later')}
        </Pill>
      )}
    </>
  );
}

/**
 * Keeps a message about the orders with the Recent Notifications (the Orders screen shows them:
 * docs/product-rules.md#back-office-shell) and gives it back for the toast that tells it.
 */
export function useKeptMessage() {
  const add = useAdminNotifications((state) => state.add);
  return (tone: NotificationTone, message: string, orderId?: string) => {
    add({ tone, message, orderId });
    return message;
  };
}
