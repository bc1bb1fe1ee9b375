import { type PaymentMethod, WALLETS, type Wallet } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { getPaymentMethods } from '../api/get-payment-methods.ts';

export const paymentMethodsKey = ['payments', 'methods'] as const;

/** Cash on delivery needs nothing set up: it is offered while the list loads or fails. */
const CASH_ONLY: readonly PaymentMethod[] = ['cash'];

/**
 * The ways to pay the shop offers now, cash first. Never blocks paying: until the answer comes
 * (or when it fails) it is cash on delivery alone.
 */
export function usePaymentMethods(): { methods: readonly PaymentMethod[]; wallets: Wallet[] } {
  const { data } = useQuery({
    queryKey: paymentMethodsKey,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 60_000,
  });
  const methods = data?.includes('cash') ? data : CASH_ONLY;
  return { methods, wallets: WALLETS.filter((wallet) => methods.includes(wallet)) };
}
