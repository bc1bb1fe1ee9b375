import type { AdminOrderDetail } from '@shop/shared';
import { DetailFacts, dateWithTime } from '@/features/admin-common/index.ts';
import { useStaffRole } from '@/features/admin-shell/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { MarkRefunded } from './mark-refunded.tsx';
import { PaymentPill } from './payment-pill.tsx';

/**
 * How the order is paid and where its money stands (docs/product-rules.md#wallet-payments):
 * the wallet's reference once paid, the time it must be paid by while it waits, and, for a paid
 * order that was cancelled, the refund that only the owner records.
 */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const role = useStaffRole();
  const { payment } = order;
  const waiting = order.status === 'awaiting_payment';
  return (
    <div className="space-y-3" data-testid="order-payment">
      <DetailFacts
        words={(key) => t(`details.${key}` as 'details.method')}
        facts={{
          method: t(`payment.methods.${payment.method}`),
          paymentStatus: <PaymentPill payment={payment} statusOnly />,
          reference: payment.reference && (
            <span className="font-mono text-sm break-all">{payment.reference}</span>
          ),
          payBy: waiting && payment.payBy ? dateWithTime(payment.payBy) : null,
        }}
      />
      {payment.status === 'refund_due' &&
        (role === 'owner' ? (
          <MarkRefunded order={order} />
        ) : (
          <p className="rounded-2xl bg-red-50 p-3 text-sm text-red-800">{t('refund.ownerOnly')}</p>
        ))}
    </div>
  );
}
