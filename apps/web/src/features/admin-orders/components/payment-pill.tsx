import type { OrderPayment, PaymentStatus } from '@shop/shared';
import { Banknote, Smartphone } from 'lucide-react';
import { Pill, type Tone } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** Where the money stands, at a glance: red while a refund is owed, green once paid. */
export const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  unpaid: 'charcoal',
  pending: 'amber',
  paid: 'emerald',
  refund_due: 'red',
  refunded: 'sky',
};

/**
 * An order's payment as a pill: its status and, unless `statusOnly`, how it is paid
 * ("Paid · eSewa", "Unpaid · Cash"); a note for cash, a phone for a wallet.
 */
export function PaymentPill({
  payment: { method, status },
  statusOnly = false,
}: {
  payment: Pick<OrderPayment, 'method' | 'status'>;
  statusOnly?: boolean;
}) {
  const { t } = useTranslation('admin-orders');
  const words = t(`payment.statuses.${status}`);
  return (
    <Pill
      tone={PAYMENT_TONES[status]}
      icon={method === 'cash' ? Banknote : Smartphone}
      data-payment={status}
      data-method={method}
    >
      {statusOnly
        ? words
        : t('payment.badge', { status: words, method: t(`payment.methods.${method}`) })}
    </Pill>
  );
}
