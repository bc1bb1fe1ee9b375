import {
  laterOrderSettingsResponseSchema,
  orderingHoursResponseSchema,
  orderingStatusResponseSchema,
  specialDayListSchema,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi, type SectionKeys, sectionKey } from '@/features/admin-common/index.ts';

/**
 * The Ordering screen's calls (packages/shared/src/contracts/ordering.ts): every query under
 * ['admin', 'ordering'], so a change reads the screen again, and the shop's own status too.
 */
export const orderingKeys: SectionKeys = { name: 'ordering', alsoStale: [['ordering']] };

/** What a change answers besides its data: the server's words, when it gives them. */
export const answered = z.object({ message: z.string().optional() }).loose();

function useOrderingQuery<T>(
  part: string,
  path: string,
  schema: Parameters<typeof adminApi.get<T>>[1],
  refetchInterval?: number,
) {
  return useQuery({
    queryKey: [...sectionKey(orderingKeys), part],
    queryFn: ({ signal }) => adminApi.get(path, schema, undefined, { signal }),
    refetchInterval,
  });
}

/** GET /api/ordering/status (public): open, closed or paused, for delivery and pickup. */
// A timed pause ends and a period opens by themselves: read again every minute.
export const useOrderingStatus = () =>
  useOrderingQuery('status', '/ordering/status', orderingStatusResponseSchema, 60_000);

export const useOrderingHours = () =>
  useOrderingQuery('hours', '/admin/ordering/hours', orderingHoursResponseSchema);

export const useSpecialDays = () =>
  useOrderingQuery('special-days', '/admin/ordering/special-days', specialDayListSchema);

export const useLaterSettings = () =>
  useOrderingQuery('settings', '/admin/ordering/settings', laterOrderSettingsResponseSchema);
