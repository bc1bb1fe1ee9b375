import type { CustomerAccountStatus } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { deleteCustomer } from '../api/delete-customer.ts';
import { customerQueryKeys } from '../api/query-keys.ts';
import { setCustomerStatus } from '../api/set-customer-status.ts';

/** After a change: every customer query reads again, and so do the sidebar's badges. */
function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () =>
    void refreshQueries(queryClient, [
      { queryKey: customerQueryKeys.all },
      { queryKey: adminQueryKeys.stats },
    ]);
}

/** Deactivates or reactivates a customer, saying so in a toast. */
export function useSetCustomerStatus() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CustomerAccountStatus }) =>
      setCustomerStatus(id, status),
    onSuccess: (_answer, { status }) => {
      toast.success(i18n.t(`admin-customers:statusChange.done.${status}`));
      refresh();
    },
    onError: () => toast.error(i18n.t('admin-customers:statusChange.failed')),
  });
}

/**
 * Deletes a customer. A refusal the server explains (an open order) is told under the spec's
 * failure message.
 */
export function useDeleteCustomer() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) => deleteCustomer(id),
    onSuccess: () => {
      toast.success(i18n.t('admin-customers:delete.done'));
      refresh();
    },
    onError: (error) => {
      const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(i18n.t('admin-customers:delete.failed'), { description: reason });
    },
  });
}
