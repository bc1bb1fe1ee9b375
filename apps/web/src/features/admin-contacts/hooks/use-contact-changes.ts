import type { AdminContact } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { deleteContact } from '../api/delete-contact.ts';
import { openContact } from '../api/open-contact.ts';
import { contactKeys } from '../api/query-keys.ts';

/** After a change the list and the sidebar's unread badge are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    refreshQueries(queryClient, [
      { queryKey: contactKeys.all },
      { queryKey: adminQueryKeys.stats },
    ]);
}

/** Opening a message marks it read on the server; the list and badge then follow. */
export function useOpenContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (contact: AdminContact) => openContact(contact.id),
    onSuccess: refresh,
  });
}

/** Deletes a message; a failure is told in a toast (docs/product-rules.md#when-a-call-fails). */
export function useDeleteContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (contact: AdminContact) => deleteContact(contact.id),
    onSuccess: async (response) => {
      toast.success(response.message);
      await refresh();
    },
    onError: (error) => {
      toast.error(i18n.t('admin-content:contacts.deleteError', { message: errorMessage(error) }));
    },
  });
}
