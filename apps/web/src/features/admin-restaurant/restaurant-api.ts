import { restaurantDetailsResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { adminApi, type SectionKeys, sectionKey } from '@/features/admin-common/index.ts';

/** The section's one read, under ['admin', 'restaurant'] so a save reads it again. */
export const restaurantKeys: SectionKeys = { name: 'restaurant' };

/** GET /api/admin/restaurant-details. */
export const useRestaurantDetails = () =>
  useQuery({
    queryKey: sectionKey(restaurantKeys),
    queryFn: ({ signal }) =>
      adminApi.get('/admin/restaurant-details', restaurantDetailsResponseSchema, undefined, {
        signal,
      }),
  });
