import type { TFunction } from 'i18next';
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

/** What the cart says about an issue, in the language of `t` (the 'cart' namespace's). */
export function cartItemIssueMessage(
  issue: CartItemIssue,
  name: string,
  t: TFunction<'cart'>,
): string {
  switch (issue.kind) {
    case 'gone':
      return t('issue.gone', { name });
    case 'sold-out':
      return t('issue.soldOut', { name });
    case 'short':
      return t('issue.short', { name, left: issue.left });
  }
}
