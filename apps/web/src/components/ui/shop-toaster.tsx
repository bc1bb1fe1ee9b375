import { type ComponentType, lazy, Suspense } from 'react';
import { forgetToastCode, useToastsRequested } from '@/lib/toast.ts';
import type { ShopToasterProps } from './sonner-toaster.tsx';

type Toaster = ComponentType<ShopToasterProps>;

/**
 * A toaster whose code cannot be fetched shows nothing: the page stays. The toasters unmount
 * (forgetToastCode), and the next toast mounts a new lazy toaster, which asks for the code again.
 */
function lazyToaster(): Toaster {
  return lazy<Toaster>(() =>
    import('./sonner-toaster.tsx').catch(() => {
      SonnerToaster = lazyToaster();
      forgetToastCode();
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
