import { toPaisa } from '@shop/shared';

/**
 * A slice's share of the whole as a percentage with one decimal ('42.5%'), worked out in
 * paisa so that float noise never shows; an empty whole gives '0%'.
 */
export function shareOfTotal(amounts: readonly number[], index: number): string {
  const totalPaisa = amounts.reduce((sum, amount) => sum + toPaisa(amount), 0);
  const slicePaisa = toPaisa(amounts[index] ?? 0);
  if (totalPaisa <= 0) return '0%';
  const tenths = Math.round((slicePaisa * 1000) / totalPaisa);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}
