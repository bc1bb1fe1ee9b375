import { type Order, orderResponseSchema, type RateOrderRequest } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/orders/{id}/rate: once, after delivery; 1–5 stars and an optional review. */
export async function rateOrder(id: string, rating: RateOrderRequest): Promise<Order> {
  const { order } = await apiPost(
    apiUrl(`/orders/${encodeURIComponent(id)}/rate`),
    rating,
    orderResponseSchema,
    { fallbackMessage: errors.orderCalls.rateFailed },
  );
  return order;
}
