import type { CartItem } from '@/features/cart/index.ts';
import type { MenuMealStatus } from '@/features/menu/index.ts';

/** Why an item cannot be ordered as it stands (docs/product-rules.md#stock). */
export type CartItemIssue =
  | { kind: 'gone' }
  | { kind: 'sold-out' }
  | { kind: 'short'; left: number };

export function cartItemIssue(
  item: Pick<CartItem, 'quantity'>,
  status: MenuMealStatus | undefined,
): CartItemIssue | null {
  if (status?.state === 'gone') return { kind: 'gone' };
  if (status?.state !== 'found') return null;
  const { meal } = status;
  if (!meal.available || meal.quantity <= 0) return { kind: 'sold-out' };
  if (item.quantity > meal.quantity) return { kind: 'short', left: meal.quantity };
  return null;
}

/** The most the cart may hold of a meal, when the menu has said. */
export function stockLimit(status: MenuMealStatus | undefined): number | null {
  return status?.state === 'found' ? status.meal.quantity : null;
}

export function cartItemIssueMessage(issue: CartItemIssue, name: string): string {
  switch (issue.kind) {
    case 'gone':
      return `${name} is no longer on the menu. Remove it to check out.`;
    case 'sold-out':
      return `${name} has sold out since you added it. Remove it to check out.`;
    case 'short':
      return `Only ${issue.left} left of ${name}. Lower the quantity to check out.`;
  }
}
