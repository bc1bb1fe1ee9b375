import {
  type CheckoutConflict,
  checkoutConflictSchema,
  resolveChoices,
  toPaisa,
} from '@shop/shared';
import { type CartItem, type CartMeal, cartLineOf } from '@/features/cart/index.ts';
import { ApiError } from '@/lib/api-client.ts';

/** The current facts of a checkout the server refused (409), or null for any other failure. */
export function checkoutConflictOf(error: unknown): CheckoutConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = checkoutConflictSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

type ConflictFact = CheckoutConflict['items'][number];

/**
 * The cart's meals with the names, prices and options the server answered, for the cart store's
 * `syncWithMenu` (which keeps the price the customer saw, to point the change out). Picture
 * and category are the cart's own: the refusal does not carry them.
 */
export function mealsFromConflict(
  conflict: CheckoutConflict,
  items: readonly CartItem[],
): CartMeal[] {
  return conflict.items.flatMap((fact) => {
    const item = items.find((candidate) => candidate.id === fact.id);
    return item ? [mealOf(fact, item)] : [];
  });
}

const mealOf = (fact: ConflictFact, item: CartItem): CartMeal => ({
  id: item.id,
  name: fact.name,
  price: fact.price,
  image: item.image,
  categoryName: item.categoryName,
  options: fact.options,
});

/**
 * What a line of the summary says after a refusal: its meal is gone, has too little stock for
 * the cart's lines of it, or its choices are no longer what the meal takes.
 */
export type LineProblem =
  | { kind: 'unavailable' }
  | { kind: 'short'; left: number }
  | { kind: 'options' };

export function lineProblemOf(
  item: Pick<CartItem, 'id' | 'quantity' | 'choices'>,
  conflict: CheckoutConflict | null,
  items: readonly Pick<CartItem, 'id' | 'quantity'>[] = [item],
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
  const ids = item.choices.map(({ id }) => id);
  if (!resolveChoices(fact.name, fact.options, ids).ok) return { kind: 'options' };
  const units = items.reduce((sum, line) => (line.id === item.id ? sum + line.quantity : sum), 0);
  if (fact.stock < units) return { kind: 'short', left: fact.stock };
  return null;
}

/** A price the refusal changed: the line, what the customer saw and what it costs now. */
export interface PriceChange {
  name: string;
  was: number;
  now: number;
}

export function priceChangesOf(
  conflict: CheckoutConflict,
  items: readonly CartItem[],
): PriceChange[] {
  return items.flatMap((item) => {
    const fact = conflict.items.find((candidate) => candidate.id === item.id);
    if (!fact) return [];
    const now = cartLineOf(mealOf(fact, item), item.choices).price;
    if (toPaisa(item.price) === toPaisa(now)) return [];
    return [{ name: fact.name, was: item.price, now }];
  });
}

/** Whether the customer has to change the cart itself (stock, a meal gone) before ordering. */
export function needsCartChanges(conflict: CheckoutConflict, items: readonly CartItem[]): boolean {
  return items.some((item) => lineProblemOf(item, conflict, items) !== null);
}
