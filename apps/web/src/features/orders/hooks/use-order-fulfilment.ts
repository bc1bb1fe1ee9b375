import { FINAL_ORDER_STATUSES, type Order } from '@shop/shared';
import { useCallback } from 'react';
import { useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';

/** How and when an order comes, in the current language and the restaurant's time. */
export interface OrderFulfilmentWords {
  /** 'Delivery' or 'Pickup'. */
  how: string;
  /** The delivery area's name; null for pickup. */
  area: string | null;
  /** 'For Saturday 12:30' for a slot; 'As soon as possible' otherwise. */
  when: string;
  /** 'Ready by 18:45' once the kitchen accepted an open order; else null. */
  readyBy: string | null;
  /** Why the restaurant refused it, in the current language; else null. */
  rejection: string | null;
}

/**
 * An order's fulfilment as the customer reads it. The server sends the rejection reason in its
 * English words (ORDER_REJECTION_REASONS), which the catalog knows (validation:rejectionReasons).
 */
export function useOrderFulfilment(): (order: Order) => OrderFulfilmentWords {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const { day, time } = useRestaurantWhen();
  return useCallback(
    (order) => {
      const open = !FINAL_ORDER_STATUSES.includes(order.status);
      return {
        how: t(`order.fulfilment.${order.fulfilment}`),
        area: order.fulfilment === 'delivery' ? (order.deliveryArea?.name ?? null) : null,
        when: order.scheduledFor
          ? t('order.fulfilment.scheduledFor', { when: day(order.scheduledFor) })
          : t('order.fulfilment.asap'),
        readyBy:
          open && order.readyBy
            ? t('order.fulfilment.readyBy', { time: time(order.readyBy) })
            : null,
        rejection:
          order.status === 'cancelled' && order.rejectionReason
            ? translate(order.rejectionReason)
            : null,
      };
    },
    [t, translate, day, time],
  );
}
