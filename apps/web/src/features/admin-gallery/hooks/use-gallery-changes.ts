import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { deleteGallery } from '../api/delete-gallery.ts';
import { adminGalleryKeys } from '../api/query-keys.ts';
import { saveGallery } from '../api/save-gallery.ts';

/** After a change the list reloads, and so does the sidebar's gallery count. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    refreshQueries(queryClient, [
      { queryKey: adminGalleryKeys.all },
      { queryKey: adminQueryKeys.stats },
    ]);
}

export function useSaveGallery() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) => saveGallery(id, form),
    onSuccess: refresh,
  });
}

export function useDeleteGallery() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteGallery, onSuccess: refresh });
}
