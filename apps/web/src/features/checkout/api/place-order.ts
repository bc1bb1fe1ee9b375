import { type Order, type OrderRequest, orderResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/**
 * POST /api/orders. A refusal throws an ApiError; a 409 carries the current facts in `details`
 * (checkout-conflict.ts).
 */
export async function placeOrder(request: OrderRequest): Promise<Order> {
  const { order } = await apiPost(apiUrl('/orders'), request, orderResponseSchema, {
    fallbackMessage: errors.orderCalls.createFailed,
  });
  return order;
}
