import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n, translateError } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { orderQueryKeys } from '../api/query-keys.ts';
import { storeOrder } from './use-order-updates.ts';

/**
 * Cancels a pending order. A refusal (the kitchen confirmed it meanwhile) is said in a toast
 * and the order is read again, so the page shows why.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: (order) => {
      storeOrder(queryClient, order);
      toast.success(i18n.t('orders:cancel.done'));
    },
    onError: (error) => {
      toast.error(translateError(error));
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(id) });
    },
  });
}
