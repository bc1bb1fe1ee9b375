import { type PublicDeliveryArea, publicDeliveryAreaListSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

export const deliveryAreasQueryKey = ['delivery', 'areas'] as const;

/** GET /api/delivery/areas: where the shop delivers, with each area's fee and minimum. */
export async function getDeliveryAreas(signal?: AbortSignal): Promise<PublicDeliveryArea[]> {
  const { areas } = await apiGet(apiUrl('/delivery/areas'), publicDeliveryAreaListSchema, {
    signal,
  });
  return areas;
}
