import { type CustomerProfile, customerProfileSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/customers/profile: the customer's details and order figures. */
export function getProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  return apiGet(apiUrl('/customers/profile'), customerProfileSchema, { signal });
}
