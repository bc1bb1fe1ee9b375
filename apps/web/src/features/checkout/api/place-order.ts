import {
  type OrderRequest,
  type PlacedOrderResponse,
  placedOrderResponseSchema,
} from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/**
 * POST /api/orders: the order, and for a wallet where the browser goes to pay (or why it
 * cannot). A refusal throws an ApiError; a 409 carries the current facts in `details`
 * (checkout-conflict.ts).
 */
export function placeOrder(request: OrderRequest): Promise<PlacedOrderResponse> {
  return apiPost(apiUrl('/orders'), request, placedOrderResponseSchema, {
    fallbackMessage: errors.orderCalls.createFailed,
  });
}
