import { PAYMENT_RETURNS, type PaymentReturn } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

function paymentReturnOf(value: string | null): PaymentReturn | null {
  return (PAYMENT_RETURNS as readonly (string | null)[]).includes(value)
    ? (value as PaymentReturn)
    : null;
}

/**
 * How the wallet sent the customer back (`?payment=paid|pending|failed|invalid`), said once: the
 * parameter is taken out of the address, so a reload or a shared link does not say it again.
 */
export function usePaymentReturn(): { outcome: PaymentReturn | null; dismiss: () => void } {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState(() => paymentReturnOf(search.get('payment')));
  const value = search.get('payment');
  useEffect(() => {
    if (value === null) return;
    setOutcome(paymentReturnOf(value));
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [value, setSearch]);
  return { outcome, dismiss: () => setOutcome(null) };
}
