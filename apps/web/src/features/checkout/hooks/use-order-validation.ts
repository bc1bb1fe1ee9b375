import { type OrderValidateRequest, toPaisa } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { validateOrder } from '../api/validate-order.ts';

/** The server is asked once the order has stopped changing for this long. */
const VALIDATE_DELAY_MS = 400;

/**
 * The server's pricing of the order as it stands (POST /api/orders/validate), asked again a
 * moment after the cart, coupon, fulfilment, area or address change; null while the form cannot
 * make a well-formed request yet. `feePaisa` is the delivery fee the server answered for this
 * very request (it knows a free-delivery coupon), null until it has.
 */
export function useOrderValidation(request: OrderValidateRequest | null) {
  // A string, so that an equal request re-rendered is the same key (and the same cache entry).
  const current = request ? JSON.stringify(request) : null;
  const settled = useDebouncedValue(current, VALIDATE_DELAY_MS);
  const query = useQuery({
    queryKey: ['checkout', 'validate', settled],
    queryFn: ({ signal }) => validateOrder(JSON.parse(settled ?? '{}'), signal),
    enabled: settled !== null,
    staleTime: 30_000,
  });
  const answer = settled === current ? query.data : undefined;
  const fee = answer
    ? (answer.order?.deliveryFee ?? answer.details?.totals.deliveryFee)
    : undefined;
  return {
    feePaisa: fee === undefined ? null : toPaisa(fee),
    /** After a refusal: the facts changed, so the price is asked again. */
    refresh: () => {
      if (settled !== null) void query.refetch();
    },
  };
}
