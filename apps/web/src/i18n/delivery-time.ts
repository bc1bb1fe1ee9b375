import { BASE_DELIVERY_MINUTES } from '@shop/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeliveryMinutes {
  from: number;
  to: number;
}

/**
 * The server's estimate for an order placed while the kitchen is quiet (packages/shared,
 * delivery-estimate.ts): what pages that quote no particular order promise.
 */
export const USUAL_DELIVERY_MINUTES: DeliveryMinutes = {
  from: BASE_DELIVERY_MINUTES.min,
  to: BASE_DELIVERY_MINUTES.max,
};

/**
 * The one wording of a delivery time, `common:deliveryTime` ('25-35 minutes'), in the current
 * language and its digits: every text that promises a delivery time takes it as {{estimate}}.
 */
export function useDeliveryTimeWords(): (minutes?: DeliveryMinutes) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (minutes = USUAL_DELIVERY_MINUTES) => t('deliveryTime', { from: minutes.from, to: minutes.to }),
    [t],
  );
}
