import type { Meal } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/index.ts';
import { cartItemIssue, cartItemIssueMessage, stockLimit } from './cart-check.ts';

const meal = {
  id: 3,
  name: 'Jhol Momo',
  available: true,
  quantity: 4,
  options: [],
} as unknown as Meal;
const spice = {
  id: 1,
  name: 'Spice level',
  min: 1,
  max: 1,
  required: true,
  choices: [
    { id: 11, name: 'Mild', price: 0, default: true, available: true },
    { id: 12, name: 'Hot', price: 0, default: false, available: false },
  ],
};
const hot = { id: 12, group: 'Spice level', name: 'Hot', price: 0 };
const found = (change: Partial<Meal> = {}) => ({
  state: 'found' as const,
  meal: { ...meal, ...change },
});

describe('checking the cart against the menu', () => {
  it('finds nothing wrong while the menu has not answered or could not be asked', () => {
    expect(cartItemIssue({ quantity: 2, choices: [] }, undefined)).toBeNull();
    expect(cartItemIssue({ quantity: 2, choices: [] }, { state: 'loading' })).toBeNull();
    expect(cartItemIssue({ quantity: 2, choices: [] }, { state: 'unknown' })).toBeNull();
    expect(stockLimit({ state: 'unknown' })).toBeNull();
  });

  it('accepts up to the stock', () => {
    expect(cartItemIssue({ quantity: 4, choices: [] }, found())).toBeNull();
    expect(stockLimit(found())).toBe(4);
  });

  it('reports a meal that left the menu, sold out, or has too little stock', () => {
    expect(cartItemIssue({ quantity: 1, choices: [] }, { state: 'gone' })).toEqual({
      kind: 'gone',
    });
    expect(
      cartItemIssue({ quantity: 1, choices: [] }, found({ available: false, quantity: 0 })),
    ).toEqual({
      kind: 'sold-out',
    });
    expect(cartItemIssue({ quantity: 6, choices: [] }, found())).toEqual({
      kind: 'short',
      left: 4,
    });
  });

  it('counts the units of the meal on every line, other choices or not', () => {
    expect(cartItemIssue({ quantity: 2, choices: [] }, found(), 5)).toEqual({
      kind: 'short',
      left: 4,
    });
  });

  it('reports choices the meal no longer takes: a required group left empty, one off today', () => {
    const withSpice = found({ options: [spice] });
    expect(cartItemIssue({ quantity: 1, choices: [] }, withSpice)).toEqual({ kind: 'options' });
    expect(cartItemIssue({ quantity: 1, choices: [hot] }, withSpice)).toEqual({ kind: 'options' });
    const mild = { ...hot, id: 11, name: 'Mild' };
    expect(cartItemIssue({ quantity: 1, choices: [mild] }, withSpice)).toBeNull();
  });

  it('counts the units of the meal on every line, other choices or not', () => {
    expect(cartItemIssue({ quantity: 2, choices: [] }, found(), 5)).toEqual({
      kind: 'short',
      left: 4,
    });
  });

  it('reports choices the meal no longer takes: a required group left empty, one off today', () => {
    const withSpice = found({ options: [spice] });
    expect(cartItemIssue({ quantity: 1, choices: [] }, withSpice)).toEqual({ kind: 'options' });
    expect(cartItemIssue({ quantity: 1, choices: [hot] }, withSpice)).toEqual({ kind: 'options' });
    const mild = { ...hot, id: 11, name: 'Mild' };
    expect(cartItemIssue({ quantity: 1, choices: [mild] }, withSpice)).toBeNull();
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
