import { resolveChoices } from '@shop/shared';
import type { TFunction } from 'i18next';
import type { CartItem } from '@/features/cart/index.ts';
import type { MenuMealStatus } from '@/features/menu/index.ts';

/**
 * Why a line cannot be ordered as it stands (docs/product-rules.md#stock): its meal is gone or
 * short, or its choices no longer make a line the meal takes (docs/product-rules.md#meal-options).
 */
export type CartItemIssue =
  | { kind: 'gone' }
  | { kind: 'sold-out' }
  | { kind: 'short'; left: number }
  | { kind: 'options' };

/** `units`: of the meal on every line of the cart (stock is the meal's). */
export function cartItemIssue(
  item: Pick<CartItem, 'quantity' | 'choices'>,
  status: MenuMealStatus | undefined,
  units = item.quantity,
): CartItemIssue | null {
  if (status?.state === 'gone') return { kind: 'gone' };
  if (status?.state !== 'found') return null;
  const { meal } = status;
  if (!meal.available || meal.quantity <= 0) return { kind: 'sold-out' };
  const ids = item.choices.map(({ id }) => id);
  if (!resolveChoices(meal.name, meal.options, ids).ok) return { kind: 'options' };
  if (units > meal.quantity) return { kind: 'short', left: meal.quantity };
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
    case 'options':
      return t('issue.options', { name });
  }
}
