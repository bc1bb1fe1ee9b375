import { useEffect } from 'react';
import { type CartItem, cartLineKey, useCartStore } from '@/features/cart/index.ts';
import { foundMeals, type MenuMealStatus, useMealsById } from '@/features/menu/index.ts';
import { type CartItemIssue, cartItemIssue } from '../cart-check.ts';

export interface CartItemCheck {
  status: MenuMealStatus | undefined;
  issue: CartItemIssue | null;
  /** Units of the same meal on the cart's other lines. */
  otherUnits: number;
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

  const units = new Map<number, number>();
  for (const item of items) units.set(item.id, (units.get(item.id) ?? 0) + item.quantity);
  // By line (cartLineKey): one meal may be on several lines, with other choices.
  const checks = new Map<string, CartItemCheck>(
    items.map((item) => {
      const status = statuses.get(item.id);
      const issue = cartItemIssue(item, status, units.get(item.id));
      return [
        cartLineKey(item),
        { status, issue, otherUnits: (units.get(item.id) ?? 0) - item.quantity },
      ];
    }),
  );
  const blocked = [...checks.values()].some((check) => check.issue !== null);
  return { checks, blocked };
}
