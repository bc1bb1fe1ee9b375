import type { Order } from '@shop/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useOrderFulfilment } from './use-order-fulfilment.ts';
import { useDeliveryEstimate } from './use-order-words.ts';

/** What a customer may expect of an open order; also the end of its test id (`order-ready-by`). */
export type ExpectedKind = 'ready-by' | 'scheduled' | 'estimate';

export interface OrderExpectation {
  kind: ExpectedKind;
  label: string;
  value: string;
}

/**
 * Once the kitchen accepted the order, when it is ready; before that, the slot chosen for later,
 * or the estimate for as soon as possible. The order-placed panel and the order page say it.
 */
export function useOrderExpected(): (order: Order) => OrderExpectation {
  const { t } = useTranslation('orders');
  const estimate = useDeliveryEstimate();
  const fulfilment = useOrderFulfilment();
  return useCallback(
    (order) => {
      const words = fulfilment(order);
      if (words.readyBy)
        return { kind: 'ready-by', label: t('order.accepted'), value: words.readyBy };
      if (order.scheduledFor)
        return { kind: 'scheduled', label: t('order.scheduled'), value: words.when };
      return {
        kind: 'estimate',
        label: t('order.estimate'),
        value: estimate(order.estimatedDeliveryTime),
      };
    },
    [t, estimate, fulfilment],
  );
}
