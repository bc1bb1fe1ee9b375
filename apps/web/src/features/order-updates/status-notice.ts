import {
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  type ReceivedOrderStatusEvent,
} from '@shop/shared';
import {
  Bell,
  Bike,
  ChefHat,
  CircleCheck,
  CircleX,
  Clock,
  type LucideIcon,
  PackageCheck,
  PartyPopper,
  Wallet,
} from 'lucide-react';
import { paymentNoteKind, rejectionReasonOf, translateOrderNote } from '@/features/orders/index.ts';
import { i18n } from '@/i18n/index.ts';

export type NoticeTone = 'info' | 'success' | 'error';

/**
 * Each status's own icon (docs/product-rules.md#order-statuses): drawn in the toast, and as an
 * emoji in a system notification.
 */
const LOOKS: Record<
  OrderStatus | 'unknown',
  { icon: LucideIcon; emoji: string; tone: NoticeTone }
> = {
  awaiting_payment: { icon: Wallet, emoji: '👛', tone: 'info' },
  pending: { icon: Clock, emoji: '⏳', tone: 'info' },
  confirmed: { icon: CircleCheck, emoji: '✅', tone: 'success' },
  preparing: { icon: ChefHat, emoji: '👨‍🍳', tone: 'info' },
  ready: { icon: PackageCheck, emoji: '🛍️', tone: 'success' },
  out_for_delivery: { icon: Bike, emoji: '🛵', tone: 'info' },
  delivered: { icon: PartyPopper, emoji: '🎉', tone: 'success' },
  cancelled: { icon: CircleX, emoji: '❌', tone: 'error' },
  unknown: { icon: Bell, emoji: '🔔', tone: 'info' },
};

export interface StatusNotice {
  orderId: string;
  /** The history id: one notice per change, whichever tab or window shows it. */
  id: number;
  title: string;
  body: string;
  icon: LucideIcon;
  emoji: string;
  tone: NoticeTone;
}

function knownStatus(status: string): OrderStatus | 'unknown' {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? (status as OrderStatus)
    : 'unknown';
}

/**
 * Whether a change is news to the customer: the restaurant's (or the system's) are; their own
 * (placing, cancelling) they have just seen happen, so it only refreshes what the page shows.
 */
export function isNewsToCustomer(event: Pick<ReceivedOrderStatusEvent, 'by'>): boolean {
  return event.by !== 'customer';
}

type PaymentNews = 'received' | 'notPaidInTime';

const PAYMENT_LOOKS: Record<PaymentNews, { icon: LucideIcon; emoji: string; tone: NoticeTone }> = {
  received: { icon: CircleCheck, emoji: '💳', tone: 'success' },
  notPaidInTime: { icon: CircleX, emoji: '❌', tone: 'error' },
};

/**
 * A wallet order moving on from awaiting its payment: paid (it reached the restaurant), or
 * cancelled by the shop for want of it. Known from the status it had, when the page knew it,
 * else from the server's note on the change.
 */
function paymentNewsOf(
  event: ReceivedOrderStatusEvent,
  previous: string | undefined,
): PaymentNews | null {
  const note = paymentNoteKind(event.notes);
  const bySystemFromAwaiting = event.by === 'system' && previous === 'awaiting_payment';
  if (event.status === 'pending' && (bySystemFromAwaiting || note === 'paid')) return 'received';
  if (event.status === 'cancelled' && (bySystemFromAwaiting || note === 'notPaidInTime')) {
    return 'notPaidInTime';
  }
  return null;
}

/**
 * What to tell the customer about a status change, in the current language. `previous` is the
 * status the order had before, when the page knew it.
 */
export function statusNotice(event: ReceivedOrderStatusEvent, previous?: string): StatusNotice {
  const number = orderNumber(event.orderId);
  const payment = paymentNewsOf(event, previous);
  if (payment) {
    // The server's note says the same (paid, or not paid in time): it is not repeated.
    return {
      orderId: event.orderId,
      id: event.id,
      title: i18n.t(`order-updates:payment.${payment}.title`),
      body: i18n.t(`order-updates:payment.${payment}.body`, { number }),
      ...PAYMENT_LOOKS[payment],
    };
  }
  const status = knownStatus(event.status);
  return {
    orderId: event.orderId,
    id: event.id,
    title: i18n.t(`order-updates:status.${status}.title`),
    body: statusBody(status, number, event.notes?.trim()),
    ...LOOKS[status],
  };
}

/**
 * The status's message, then the restaurant's note. A refusal ('Rejected: …') is said once, as
 * why the restaurant could not take the order, rather than as a cancellation with a note.
 */
function statusBody(status: OrderStatus | 'unknown', number: string, notes?: string): string {
  const reason = status === 'cancelled' ? rejectionReasonOf(notes) : null;
  if (reason !== null) return i18n.t('order-updates:rejected', { number, reason });
  const message = i18n.t(`order-updates:status.${status}.body`, { number });
  return notes
    ? `${message}\n${i18n.t('order-updates:note', { notes: translateOrderNote(notes) })}`
    : message;
}
