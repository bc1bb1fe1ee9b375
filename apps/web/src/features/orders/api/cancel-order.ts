import { type Order, orderResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPut, apiUrl } from '@/lib/api-client.ts';

/** PUT /api/orders/{id}/cancel: allowed while the order is pending; stock and coupon return. */
export async function cancelOrder(id: string): Promise<Order> {
  const { order } = await apiPut(
    apiUrl(`/orders/${encodeURIComponent(id)}/cancel`),
    {},
    orderResponseSchema,
    { fallbackMessage: errors.orderCalls.cancelFailed },
  );
  return order;
}
