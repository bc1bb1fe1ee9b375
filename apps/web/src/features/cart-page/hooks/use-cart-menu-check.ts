import { useEffect } from 'react';
import { type CartItem, useCartStore } from '@/features/cart/index.ts';
import { foundMeals, type MenuMealStatus, useMealsById } from '@/features/menu/index.ts';
import { type CartItemIssue, cartItemIssue } from '../cart-check.ts';

export interface CartItemCheck {
  status: MenuMealStatus | undefined;
  issue: CartItemIssue | null;
}

/**
 * Asks the menu about every meal in the cart, takes its current prices into the cart (pointing
 * out the ones that changed) and reports what cannot be ordered as it stands.
 */
export function useCartMenuCheck(items: readonly CartItem[]) {
  const statuses = useMealsById(items.map((item) => item.id));
  const syncWithMenu = useCartStore((state) => state.syncWithMenu);

  useEffect(() => {
    const meals = foundMeals(statuses);
    if (meals.length > 0) syncWithMenu(meals);
  }, [statuses, syncWithMenu]);

  const checks = new Map<number, CartItemCheck>(
    items.map((item) => {
      const status = statuses.get(item.id);
      return [item.id, { status, issue: cartItemIssue(item, status) }];
    }),
  );
  const blocked = [...checks.values()].some((check) => check.issue !== null);
  return { checks, blocked };
}
