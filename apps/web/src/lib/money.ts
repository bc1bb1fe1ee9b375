import { toPaisa } from '@shop/shared';

export { formatNrs } from '@shop/shared';

/** Whole-percent saving of `price` against `oldPrice`, or null when there is none. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null) return null;
  const oldPaisa = toPaisa(oldPrice);
  const savedPaisa = oldPaisa - toPaisa(price);
  if (oldPaisa <= 0 || savedPaisa <= 0) return null;
  const percent = Math.round((savedPaisa * 100) / oldPaisa);
  return percent > 0 ? percent : null;
}
