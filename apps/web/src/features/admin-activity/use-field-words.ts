import { formatNrs, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import type { FieldWords } from './activity-words.ts';

/** The code in `codes` that `value` is, if any. */
const known = <Code extends string>(codes: readonly Code[], value: unknown) =>
  codes.find((each) => each === value);

/** The fields of an order's entries that hold an amount in NRS (a refund, a wallet's payment). */
const NRS_FIELDS = new Set(['amount', 'paid', 'asked']);

/**
 * How the values in a record's audit lines read, by the kind of record: an order's status,
 * payment method (`paymentMethod`, a payment's `wallet`) and payment status by the names the
 * other back-office screens give them, its amounts in NRS. Other records' values read as
 * recorded.
 */
export function useFieldWords(): (entityType: string) => FieldWords | undefined {
  const { t } = useTranslation('admin');
  const orderWords: FieldWords = (field, value) => {
    if (NRS_FIELDS.has(field) && typeof value === 'number') return formatNrs(value);
    if (field === 'status') {
      const status = known(ORDER_STATUSES, value);
      return status && t(`activity.orderStatuses.${status}`);
    }
    if (field === 'paymentMethod' || field === 'wallet') {
      const method = known(PAYMENT_METHODS, value);
      return method && t(`activity.orderPayment.methods.${method}`);
    }
    if (field === 'paymentStatus') {
      const status = known(PAYMENT_STATUSES, value);
      return status && t(`activity.orderPayment.statuses.${status}`);
    }
    return undefined;
  };
  return (entityType) => (entityType === 'order' ? orderWords : undefined);
}
