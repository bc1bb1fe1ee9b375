import type { PlacedOrderResponse } from '@shop/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { goToWallet } from '@/features/payments/index.ts';
import { orderPageState } from '../order-page-state.ts';
import { useStoreOrder } from './use-order-updates.ts';

/**
 * After an order was placed or paid again with a wallet: off to the wallet's page when the
 * server says where; otherwise to the order's page, which says why and offers to try again or
 * pay cash. Answers where the customer went.
 */
export function useFollowWalletStep(): (step: PlacedOrderResponse) => 'wallet' | 'order' {
  const navigate = useNavigate();
  const storeOrder = useStoreOrder();
  return useCallback(
    ({ order, walletRedirect, walletProblem }) => {
      storeOrder(order);
      if (walletRedirect) {
        try {
          goToWallet(walletRedirect);
          return 'wallet';
        } catch (error) {
          // An address the browser cannot open: the order page offers to try again.
          console.error('Could not open the wallet', error);
        }
      }
      navigate(`/orders/${order.id}`, { replace: true, state: orderPageState(walletProblem) });
      return 'order';
    },
    [navigate, storeOrder],
  );
}
