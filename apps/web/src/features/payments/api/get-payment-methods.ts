import { type PaymentMethod, paymentMethodsResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/payments/methods: cash, first, and the wallets the shop is set up for. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { methods } = await apiGet(apiUrl('/payments/methods'), paymentMethodsResponseSchema, {
    signal,
  });
  return methods;
}
