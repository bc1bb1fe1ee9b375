import {
  type OrderPayment,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  paymentStatusOf,
} from '@shop/shared';

/** The order's columns the payment view reads. */
export interface PaymentColumns {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentReference: string | null;
  payBy: Date | null;
}

/** The `payment` every order view carries (docs/product-rules.md#wallet-payments). */
export function toPaymentView(row: PaymentColumns): OrderPayment {
  const orderStatus = row.status as OrderStatus;
  return {
    method: row.paymentMethod as PaymentMethod,
    status: paymentStatusOf({
      method: row.paymentMethod as PaymentMethod,
      stored: row.paymentStatus as PaymentStatus,
      orderStatus,
    }),
    reference: row.paymentReference,
    payBy: orderStatus === 'awaiting_payment' ? (row.payBy?.toISOString() ?? null) : null,
  };
}
