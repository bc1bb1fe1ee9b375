import type { AdminOrderDetail } from '@shop/shared';
import { DetailFacts, dateWithTime } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/**
 * How the order leaves the kitchen: delivery (its area and fee) or pickup, when (as soon as
 * possible or a slot for later), when the kitchen said it is ready, and why it was refused.
 * Times are the restaurant's.
 */
export function OrderFulfilment({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  const fulfilment = order.fulfilment ?? 'delivery';
  const area = order.deliveryArea;
  return (
    <DetailFacts
      words={(key) => t(`details.${key}` as 'details.fulfilment')}
      wide={['rejectionReason']}
      facts={{
        fulfilment: t(`details.fulfilments.${fulfilment}`),
        area: area
          ? area.id === null
            ? t('details.areaDeleted', { name: area.name })
            : area.name
          : null,
        deliveryFee:
          fulfilment === 'pickup' || order.deliveryFee === undefined
            ? null
            : order.deliveryFee > 0
              ? money(order.deliveryFee)
              : t('details.freeDelivery'),
        scheduledFor: order.scheduledFor ? dateWithTime(order.scheduledFor) : t('details.asap'),
        readyBy: order.readyBy ? dateWithTime(order.readyBy) : null,
        rejectionReason: order.rejectionReason || null,
      }}
    />
  );
}
