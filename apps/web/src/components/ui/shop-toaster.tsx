import { lazy, Suspense } from 'react';
import { useToastsRequested } from '@/lib/toast.ts';
import type { ShopToasterProps } from './sonner-toaster.tsx';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/**
 * Where the shop's toasts show. Nothing is rendered, and sonner's code is not fetched, until
 * the first toast is asked for (lib/toast.ts).
 */
export function ShopToaster(props: ShopToasterProps) {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
