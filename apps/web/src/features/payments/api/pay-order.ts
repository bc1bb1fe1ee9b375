import {
  type PaymentMethod,
  type PlacedOrderResponse,
  placedOrderResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/**
 * POST /api/orders/{id}/payment: an order awaiting its payment is paid again with a wallet (the
 * answer says where to go), or paid cash on delivery instead. 409 once it no longer waits.
 */
export function payOrder(id: string, method: PaymentMethod): Promise<PlacedOrderResponse> {
  return apiPost(
    apiUrl(`/orders/${encodeURIComponent(id)}/payment`),
    { payment_method: method },
    placedOrderResponseSchema,
  );
}
