import type { PaymentMethod } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payOrder } from '@/features/payments/index.ts';
import { i18n } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { orderQueryKeys } from '../api/query-keys.ts';
import { translateOrderError } from '../order-notes.ts';
import { useFollowWalletStep } from './use-follow-wallet-step.ts';
import { storeOrder } from './use-order-updates.ts';

/**
 * Pays an order awaiting its payment: with a wallet again (off to its page), or cash on
 * delivery instead (the page then shows the order sent to the restaurant). A refusal (it was
 * paid or cancelled meanwhile) is said in a toast and the order is read again.
 */
export function usePayOrder(id: string) {
  const queryClient = useQueryClient();
  const followWalletStep = useFollowWalletStep();
  return useMutation({
    mutationFn: (method: PaymentMethod) => payOrder(id, method),
    onSuccess: (step, method) => {
      if (method !== 'cash') {
        followWalletStep(step);
        return;
      }
      storeOrder(queryClient, step.order);
      toast.success(i18n.t('payments:awaiting.switchedToCash'));
    },
    onError: (error) => {
      toast.error(translateOrderError(error));
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(id) });
    },
  });
}
