import { type ComponentType, lazy, Suspense } from 'react';
import { useToastsRequested } from '@/lib/toast.ts';
import type { ShopToasterProps } from './sonner-toaster.tsx';

type Toaster = ComponentType<ShopToasterProps>;

/**
 * A toaster whose code cannot be fetched shows nothing: the page stays (lib/toast.ts says when
 * that happens). The next toast brings a new lazy toaster, which fetches the code again.
 */
function lazyToaster(): Toaster {
  return lazy<Toaster>(() =>
    import('./sonner-toaster.tsx').catch(() => {
      SonnerToaster = lazyToaster();
      return { default: () => null };
    }),
  );
}

let SonnerToaster = lazyToaster();

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
