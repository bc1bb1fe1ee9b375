import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { connectCustomerSession, followCustomerSession } from '@/features/account/api-session.ts';
import { CART_STORAGE_KEY, useCartStore } from '@/features/cart/index.ts';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from '@/features/wishlist/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { followOtherTabs } from '@/lib/storage.ts';
import { AppReady } from './app-ready.tsx';

function useStoresFollowOtherTabs() {
  useEffect(() => {
    const stopCart = followOtherTabs(CART_STORAGE_KEY, useCartStore.persist.rehydrate);
    const stopWishlist = followOtherTabs(WISHLIST_STORAGE_KEY, useWishlistStore.persist.rehydrate);
    const stopSession = followCustomerSession();
    return () => {
      stopCart();
      stopWishlist();
      stopSession();
    };
  }, []);
}

export function Providers({
  children,
  client,
}: {
  children: ReactNode;
  /** A client holding what the server rendered the page with (entry-server, main.tsx). */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // While rendering, not in an effect: the children's first requests run in their own effects,
  // which React runs before this component's, and must already carry the token.
  connectCustomerSession({ queryClient });
  useStoresFollowOtherTabs();
  // AppReady is rendered on the server too: the tree, and so every useId, is the same on both.
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppReady />
    </QueryClientProvider>
  );
}
