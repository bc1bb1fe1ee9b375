import { adminQueryKeys } from '@/features/admin-common/index.ts';

export const contactKeys = {
  all: adminQueryKeys.section('contacts'),
  list: (search: string) => [...contactKeys.all, 'list', { search }] as const,
};
