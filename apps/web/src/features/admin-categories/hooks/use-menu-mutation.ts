import { useMutation } from '@tanstack/react-query';
import { useMenuChanged } from './use-menu-changed.ts';

/**
 * A change to the menu (save, toggle, delete): once it succeeds, every menu list is read again
 * (see useMenuChanged). What to say about it is the screen's business (its mutate callbacks).
 */
export function useMenuMutation<Variables, Result>(
  change: (variables: Variables) => Promise<Result>,
) {
  const menuChanged = useMenuChanged();
  return useMutation({
    mutationFn: change,
    onSuccess: () => menuChanged(),
  });
}
