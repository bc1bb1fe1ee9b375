import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { getAdminMe } from '../api/get-admin-me.ts';

export const adminMeKey = adminQueryKeys.section('me');

/** The signed-in admin as the server knows it (the default-password warning reads it). */
export function useAdminMe() {
  return useQuery({ queryKey: adminMeKey, queryFn: ({ signal }) => getAdminMe(signal) });
}
