import {
  type CustomerLookupRequest,
  type CustomerLookupResponse,
  customerLookupResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { kioskCall } from './kiosk-call.ts';

export const LOOKUP_FAILED = 'Lookup failed';

/** POST /api/customers/customer-lookup, as staff. */
export function lookUpCustomer(request: CustomerLookupRequest): Promise<CustomerLookupResponse> {
  return kioskCall(
    (token) =>
      apiPost(apiUrl('/customers/customer-lookup'), request, customerLookupResponseSchema, {
        token,
        fallbackMessage: LOOKUP_FAILED,
      }),
    LOOKUP_FAILED,
  );
}
