/** A meal's quantity is its stock; this many or fewer left is "low stock". */
export const LOW_STOCK_THRESHOLD = 5;

/** True when a quantity of 5 or less is left (0 included: sold out is the lowest stock). */
export function isLowStock(quantity: number): boolean {
  return quantity <= LOW_STOCK_THRESHOLD;
}
