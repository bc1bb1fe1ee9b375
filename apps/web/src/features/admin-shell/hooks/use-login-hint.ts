import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { getLoginHint } from '../api/get-login-hint.ts';

export const loginHintKey = adminQueryKeys.section('login-hint');

/** The demo credentials for the login screen, or null; asked again on every visit. */
export function useLoginHint() {
  return useQuery({
    queryKey: loginHintKey,
    queryFn: ({ signal }) => getLoginHint(signal),
    staleTime: 0,
    retry: false,
  });
}
