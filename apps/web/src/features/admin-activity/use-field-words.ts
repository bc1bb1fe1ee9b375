import { ORDER_STATUSES } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import type { StatusWords } from './activity-words.ts';

/**
 * The words for a record's status in its audit lines, by the kind of record: an order's status
 * by the name the other back-office screens give it. Other records' statuses read as recorded.
 */
export function useStatusWords(): (entityType: string) => StatusWords | undefined {
  const { t } = useTranslation('admin');
  const orderStatus: StatusWords = (status) => {
    const known = ORDER_STATUSES.find((code) => code === status);
    return known && t(`activity.orderStatuses.${known}`);
  };
  return (entityType) => (entityType === 'order' ? orderStatus : undefined);
}
