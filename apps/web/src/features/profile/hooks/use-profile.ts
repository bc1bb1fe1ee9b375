import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../api/get-profile.ts';

/** The cache key of the profile; placing or cancelling an order changes its figures. */
export const profileQueryKey = ['customer', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // Its figures move with every order: read them again each time the page opens.
    staleTime: 0,
  });
}
