import type { ReorderResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartStore } from '@/features/cart/index.ts';
import { i18n, translateError } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { reorder } from '../api/reorder.ts';

/**
 * Reorder: the server answers with the order's meals still on the menu, at today's prices, and
 * what changed. They go into the cart with their choices (a line already there gains the
 * quantity); with nothing changed the customer goes straight to the cart, otherwise they read
 * the changes first.
 */
export function useReorder(id: string) {
  const navigate = useNavigate();
  const add = useCartStore((state) => state.add);
  const [changes, setChanges] = useState<ReorderResponse | null>(null);
  const mutation = useMutation({
    mutationFn: () => reorder(id),
    onSuccess: (result) => {
      const cart = useCartStore.getState().items;
      for (const item of result.items) {
        const inCart = cart.find((candidate) => candidate.id === item.id);
        add(
          {
            id: item.id,
            name: item.name,
            price: item.price,
            image: item.image,
            // The cart page reads each meal's category from the menu when it opens.
            categoryName: inCart?.categoryName ?? '',
            choices: item.choices,
          },
          item.quantity,
        );
      }
      if (result.changes.length === 0) {
        toast.success(i18n.t('orders:reorder.added'));
        void navigate('/cart');
      } else {
        setChanges(result);
      }
    },
    onError: (error) => toast.error(translateError(error)),
  });
  return { mutation, changes, dismissChanges: () => setChanges(null) };
}
