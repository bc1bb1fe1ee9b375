import { describe, expect, it } from 'vitest';
import { isMenuPath, menuPath, parseMealId } from './meal-address.ts';

describe('a meal’s address', () => {
  it('is /meals/<id>, and the menu without one', () => {
    expect(menuPath(12)).toBe('/meals/12');
    expect(menuPath(null)).toBe('/meals');
  });

  it('reads only positive whole ids of at most nine digits', () => {
    expect(parseMealId('12')).toBe(12);
    expect(parseMealId('0')).toBeNull();
    expect(parseMealId('-3')).toBeNull();
    expect(parseMealId('1.5')).toBeNull();
    expect(parseMealId('12abc')).toBeNull();
    expect(parseMealId('1234567890')).toBeNull();
    expect(parseMealId(undefined)).toBeNull();
  });

  it('belongs to the menu under either name, and to no other page', () => {
    for (const path of ['/meals', '/meals/', '/meals/7', '/menu', '/menu/7']) {
      expect(isMenuPath(path)).toBe(true);
    }
    for (const path of ['/', '/cart', '/wishlist', '/mealsx', '/meals/7/more', '/admin/meals']) {
      expect(isMenuPath(path)).toBe(false);
    }
  });
});
