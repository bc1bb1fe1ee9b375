import type { Meal } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/index.ts';
import { cartItemIssue, cartItemIssueMessage, stockLimit } from './cart-check.ts';

const meal = { id: 3, name: 'Jhol Momo', available: true, quantity: 4 } as Meal;
const found = (change: Partial<Meal> = {}) => ({
  state: 'found' as const,
  meal: { ...meal, ...change },
});

describe('checking the cart against the menu', () => {
  it('finds nothing wrong while the menu has not answered or could not be asked', () => {
    expect(cartItemIssue({ quantity: 2 }, undefined)).toBeNull();
    expect(cartItemIssue({ quantity: 2 }, { state: 'loading' })).toBeNull();
    expect(cartItemIssue({ quantity: 2 }, { state: 'unknown' })).toBeNull();
    expect(stockLimit({ state: 'unknown' })).toBeNull();
  });

  it('accepts up to the stock', () => {
    expect(cartItemIssue({ quantity: 4 }, found())).toBeNull();
    expect(stockLimit(found())).toBe(4);
  });

  it('reports a meal that left the menu, sold out, or has too little stock', () => {
    expect(cartItemIssue({ quantity: 1 }, { state: 'gone' })).toEqual({ kind: 'gone' });
    expect(cartItemIssue({ quantity: 1 }, found({ available: false, quantity: 0 }))).toEqual({
      kind: 'sold-out',
    });
    expect(cartItemIssue({ quantity: 6 }, found())).toEqual({ kind: 'short', left: 4 });
  });

  it('says what to do about it', () => {
    const t = i18n.getFixedT('en', 'cart');
    expect(cartItemIssueMessage({ kind: 'short', left: 4 }, 'Jhol Momo', t)).toBe(
      'Only 4 left of Jhol Momo. Lower the quantity to check out.',
    );
    expect(cartItemIssueMessage({ kind: 'sold-out' }, 'Jhol Momo', t)).toMatch(/sold out/);
    expect(cartItemIssueMessage({ kind: 'gone' }, 'Jhol Momo', t)).toMatch(/no longer on the menu/);
  });
});
