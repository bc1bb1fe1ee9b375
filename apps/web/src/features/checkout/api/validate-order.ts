import {
  type OrderValidateRequest,
  type OrderValidateResponse,
  orderValidateResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/orders/validate: what the order would be charged, or why it would be refused. */
export function validateOrder(
  request: OrderValidateRequest,
  signal?: AbortSignal,
): Promise<OrderValidateResponse> {
  return apiPost(apiUrl('/orders/validate'), request, orderValidateResponseSchema, { signal });
}
