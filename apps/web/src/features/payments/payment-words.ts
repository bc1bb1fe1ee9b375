import {
  isWallet,
  type Order,
  type PaymentMethod,
  type PaymentStatus,
  paymentStatusOf,
} from '@shop/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/index.ts';

/** How an order's money stands, in the current language. */
export interface PaymentWords {
  /** 'Cash on delivery', 'eSewa' or 'Khalti'. */
  method: string;
  status: PaymentStatus;
  /** 'Unpaid', 'Payment pending', 'Paid', 'Refund due' or 'Refunded'. */
  statusName: string;
  /** 'Paid with eSewa', else 'eSewa · Payment pending', 'Cash on delivery · Unpaid'. */
  headline: string;
  /** 'ref 000AWEO' once the wallet gave one; else null. */
  reference: string | null;
}

/** A way to pay's name: the wallets' are their brands. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation('payments');
  return useCallback((method) => t(`method.${method}`), [t]);
}

/**
 * The order's payment as the customer reads it. A cash order is read through paymentStatusOf:
 * unpaid until delivered, then paid.
 */
export function usePaymentWords(): (order: Pick<Order, 'payment' | 'status'>) => PaymentWords {
  const { t } = useTranslation('payments');
  return useCallback(
    ({ payment, status: orderStatus }) => {
      const status = paymentStatusOf({
        method: payment.method,
        stored: payment.status,
        orderStatus,
      });
      const method = t(`method.${payment.method}`);
      const statusName = t(`status.${status}`);
      return {
        method,
        status,
        statusName,
        headline:
          status === 'paid' && isWallet(payment.method)
            ? t('summary.paidWith', { method })
            : `${method} · ${statusName}`,
        reference: payment.reference
          ? t('summary.reference', { reference: payment.reference })
          : null,
      };
    },
    [t],
  );
}
