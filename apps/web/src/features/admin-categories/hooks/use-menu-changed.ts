import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';

/**
 * The shop's own menu queries start with 'menu' (features/menu/api/query-keys.ts): a change
 * made here must not leave this tab's shop pages a minute behind the server.
 */
const SHOP_MENU_KEY = ['menu'] as const;

/** After any change to the menu: categories, meals, the sidebar's counts and the shop's menu. */
export function refreshMenu(queryClient: QueryClient): Promise<unknown> {
  return refreshQueries(queryClient, [
    { queryKey: adminQueryKeys.section('categories') },
    { queryKey: adminQueryKeys.section('meals') },
    { queryKey: adminQueryKeys.stats },
    { queryKey: SHOP_MENU_KEY },
  ]);
}

export function useMenuChanged(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshMenu(queryClient), [queryClient]);
}
