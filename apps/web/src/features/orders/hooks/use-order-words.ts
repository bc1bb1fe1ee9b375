import { useCallback } from 'react';
import { useDeliveryTimeWords, useTranslation } from '@/i18n/index.ts';
import { estimateMinutes } from '../delivery-estimate.ts';
import { isOrderStatus } from '../order-filters.ts';

/**
 * An order status's name in the current language; 'Unknown' when there is none
 * (docs/product-rules.md#order-history).
 */
export function useStatusName(): (status: string | null | undefined) => string {
  const { t } = useTranslation('orders');
  return useCallback(
    (status) => (isOrderStatus(status) ? t(`status.${status}`) : t('status.unknown')),
    [t],
  );
}

/** The estimated delivery: the server's value, else '25-35 minutes', in the current language. */
export function useDeliveryEstimate(): (text: string | null | undefined) => string {
  const deliveryTime = useDeliveryTimeWords();
  return useCallback(
    (text) => {
      const minutes = estimateMinutes(text);
      return 'text' in minutes ? minutes.text : deliveryTime(minutes);
    },
    [deliveryTime],
  );
}
