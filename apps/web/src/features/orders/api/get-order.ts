import { type Order, orderResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/orders/{id}: one of the customer's orders with its lines and timeline. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await apiGet(apiUrl(`/orders/${encodeURIComponent(id)}`), orderResponseSchema, {
    signal,
    fallbackMessage: errors.orderCalls.fetchOrderFailed,
  });
  return order;
}
