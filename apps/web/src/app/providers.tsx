import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { CART_STORAGE_KEY, useCartStore } from '@/features/cart/index.ts';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from '@/features/wishlist/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { followOtherTabs } from '@/lib/storage.ts';

function useStoresFollowOtherTabs() {
  useEffect(() => {
    const stopCart = followOtherTabs(CART_STORAGE_KEY, useCartStore.persist.rehydrate);
    const stopWishlist = followOtherTabs(WISHLIST_STORAGE_KEY, useWishlistStore.persist.rehydrate);
    return () => {
      stopCart();
      stopWishlist();
    };
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useStoresFollowOtherTabs();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
