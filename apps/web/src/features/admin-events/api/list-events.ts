import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEventListResponse,
  adminEventListResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import type { EventListParams } from './query-keys.ts';

/** GET /api/admin/events: a page of events and the stat cards' figures. */
export function listEvents(
  params: EventListParams,
  signal?: AbortSignal,
): Promise<AdminEventListResponse> {
  return adminApi.get(
    '/admin/events',
    adminEventListResponseSchema,
    { ...params, limit: ADMIN_EVENTS_PAGE_SIZE },
    { signal, fallbackMessage: i18n.t('admin-promotions:events.loadFailed') },
  );
}
