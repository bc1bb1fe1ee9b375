import { type CheckoutConflict, checkoutConflictSchema, toPaisa } from '@shop/shared';
import type { CartItem, CartMeal } from '@/features/cart/index.ts';
import { ApiError } from '@/lib/api-client.ts';

/** The current facts of a checkout the server refused (409), or null for any other failure. */
export function checkoutConflictOf(error: unknown): CheckoutConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutConflictSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/**
 * The cart's meals with the names and prices the server answered, for the cart store's
 * `syncWithMenu` (which keeps the price the customer saw, to point the change out). Picture
 * and category are the cart's own: the refusal does not carry them.
 */
export function mealsFromConflict(
  conflict: CheckoutConflict,
  items: readonly CartItem[],
): CartMeal[] {
  return conflict.items.flatMap((fact) => {
    const item = items.find((candidate) => candidate.id === fact.id);
    if (!item) return [];
    return [
      {
        id: item.id,
        name: fact.name,
        price: fact.price,
        image: item.image,
        categoryName: item.categoryName,
      },
    ];
  });
}

/** What a line of the summary says after a refusal: its meal is gone, or has too little stock. */
export type LineProblem = { kind: 'unavailable' } | { kind: 'short'; left: number };

export function lineProblemOf(
  item: Pick<CartItem, 'id' | 'quantity'>,
  conflict: CheckoutConflict | null,
): LineProblem | null {
  const fact = conflict?.items.find((candidate) => candidate.id === item.id);
  if (!fact) {
    // A meal the server no longer knows at all is named only among the problems.
    const gone = conflict?.problems.some(
      (problem) => problem.kind === 'unavailable' && problem.mealId === item.id,
    );
    return gone ? { kind: 'unavailable' } : null;
  }
  if (!fact.available || fact.stock <= 0) return { kind: 'unavailable' };
  if (fact.stock < item.quantity) return { kind: 'short', left: fact.stock };
  return null;
}

/** A price the refusal changed: the meal, what the customer saw and what it costs now. */
export interface PriceChange {
  id: number;
  name: string;
  was: number;
  now: number;
}

export function priceChangesOf(
  conflict: CheckoutConflict,
  items: readonly CartItem[],
): PriceChange[] {
  return conflict.items.flatMap((fact) => {
    const item = items.find((candidate) => candidate.id === fact.id);
    if (!item || toPaisa(item.price) === toPaisa(fact.price)) return [];
    return [{ id: fact.id, name: fact.name, was: item.price, now: fact.price }];
  });
}

/** Whether the customer has to change the cart itself (stock, a meal gone) before ordering. */
export function needsCartChanges(conflict: CheckoutConflict, items: readonly CartItem[]): boolean {
  return items.some((item) => lineProblemOf(item, conflict) !== null);
}
