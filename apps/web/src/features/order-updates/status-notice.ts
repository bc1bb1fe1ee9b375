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
} from 'lucide-react';
import { translateOrderNote } from '@/features/orders/index.ts';
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

/** What to tell the customer about a status change, in the current language. */
export function statusNotice(event: ReceivedOrderStatusEvent): StatusNotice {
  const status = knownStatus(event.status);
  const number = orderNumber(event.orderId);
  const message = i18n.t(`order-updates:status.${status}.body`, { number });
  const notes = event.notes?.trim();
  return {
    orderId: event.orderId,
    id: event.id,
    title: i18n.t(`order-updates:status.${status}.title`),
    body: notes
      ? `${message}\n${i18n.t('order-updates:note', { notes: translateOrderNote(notes) })}`
      : message,
    ...LOOKS[status],
  };
}
