import { lazy, Suspense } from 'react';
import { useCustomerSession } from '@/features/account/index.ts';

/** A chunk that fails to load costs the live updates, never the page around them. */
const LiveOrderUpdates = lazy(() =>
  import('./live-order-updates.tsx').catch(() => ({ default: () => null })),
);

/**
 * Live order status for a signed-in customer (issue 7), mounted once in the shop layout. Its
 * code is fetched only once a customer is signed in: visitors never download it.
 */
export function OrderUpdates() {
  const { token } = useCustomerSession();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <LiveOrderUpdates key={token} token={token} />
    </Suspense>
  );
}
