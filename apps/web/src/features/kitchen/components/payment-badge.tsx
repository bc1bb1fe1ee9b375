import type { KitchenTicket } from '@shop/shared';
import { BadgeCheck, Banknote } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * Whether money is still to be taken, readable across the kitchen: a wallet order reaches the
 * kitchen only once paid ("Paid"); cash is collected at the door or the counter ("Cash").
 */
export function PaymentBadge({ payment }: { payment: KitchenTicket['payment'] }) {
  const { t } = useTranslation('kitchen');
  const cash = payment.method === 'cash';
  const Icon = cash ? Banknote : BadgeCheck;
  return (
    <span
      data-payment={cash ? 'cash' : 'paid'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-black tracking-wider uppercase',
        cash ? 'bg-amber-400 text-charcoal-950' : 'bg-emerald-700 text-white',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {cash ? t('ticket.payment.cash') : t('ticket.payment.paid')}
    </span>
  );
}
