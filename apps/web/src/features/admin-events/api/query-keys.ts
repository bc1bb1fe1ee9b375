import type { EventStatusFilter } from '@shop/shared';
import { adminQueryKeys } from '@/features/admin-common/index.ts';

export interface EventListParams {
  search: string;
  status: EventStatusFilter;
  page: number;
}

/** Under the back office's 'events' section: a change anywhere refreshes them all. */
export const eventQueryKeys = {
  all: adminQueryKeys.section('events'),
  list: (params: EventListParams) => [...adminQueryKeys.section('events'), 'list', params] as const,
};
