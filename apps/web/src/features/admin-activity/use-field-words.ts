import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import type { FieldWords } from './activity-words.ts';

/** The code in `codes` that `code` is, if any. */
const known = <Code extends string>(codes: readonly Code[], code: string) =>
  codes.find((each) => each === code);

/**
 * The words for the codes in a record's audit lines, by the kind of record: an order's status,
 * payment method and payment status by the names the other back-office screens give them.
 * Other records' codes read as recorded.
 */
export function useFieldWords(): (entityType: string) => FieldWords | undefined {
  const { t } = useTranslation('admin');
  const orderWords: FieldWords = (field, code) => {
    if (field === 'status') {
      const status = known(ORDER_STATUSES, code);
      return status && t(`activity.orderStatuses.${status}`);
    }
    if (field === 'paymentMethod') {
      const method = known(PAYMENT_METHODS, code);
      return method && t(`activity.orderPayment.methods.${method}`);
    }
    if (field === 'paymentStatus') {
      const status = known(PAYMENT_STATUSES, code);
      return status && t(`activity.orderPayment.statuses.${status}`);
    }
    return undefined;
  };
  return (entityType) => (entityType === 'order' ? orderWords : undefined);
}
