import { adminQueryKeys } from '@/features/admin-common/index.ts';

export const categoryKeys = {
  all: [...adminQueryKeys.section('categories')] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};
