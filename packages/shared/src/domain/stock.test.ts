import { describe, expect, it } from 'vitest';
import { isLowStock } from './stock.ts';

describe('low stock', () => {
  it.each([
    [0, true],
    [1, true],
    [5, true],
    [6, false],
    [120, false],
  ])('a quantity of %i is low stock: %s', (quantity, low) => {
    expect(isLowStock(quantity)).toBe(low);
  });
});
