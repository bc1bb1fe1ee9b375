import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEAL_FILTERS,
  hasActiveFilters,
  mealFiltersToParams,
  parseMealFilters,
  sameCategory,
  updateMealFilters,
} from './meal-filters.ts';

const parse = (query: string) => parseMealFilters(new URLSearchParams(query));

describe('meal filters in the URL', () => {
  it('reads every filter', () => {
    expect(parse('search=wings&category=Fried+Chicken&sort=price-low&page=3&view=list')).toEqual({
      search: 'wings',
      category: 'Fried Chicken',
      sort: 'price-low',
      page: 3,
      view: 'list',
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(parse('')).toEqual(DEFAULT_MEAL_FILTERS);
    expect(parse('sort=cheapest&page=-2&view=table')).toEqual(DEFAULT_MEAL_FILTERS);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('search=%20%20').search).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    expect(mealFiltersToParams(DEFAULT_MEAL_FILTERS).toString()).toBe('');
    const filters = { ...DEFAULT_MEAL_FILTERS, category: 'Burgers', page: 2 };
    expect(mealFiltersToParams(filters).toString()).toBe('category=Burgers&page=2');
  });

  it('survives a round trip', () => {
    const query = 'search=spicy+burger&category=Burgers&sort=rating&page=2&view=list';
    expect(mealFiltersToParams(parse(query)).toString()).toBe(query);
  });
});

describe('updateMealFilters', () => {
  const onPage3 = { ...DEFAULT_MEAL_FILTERS, page: 3 };

  it('goes back to page 1 when search, category or sort change', () => {
    expect(updateMealFilters(onPage3, { search: 'fries' }).page).toBe(1);
    expect(updateMealFilters(onPage3, { category: 'Sides' }).page).toBe(1);
    expect(updateMealFilters(onPage3, { sort: 'popular' }).page).toBe(1);
  });

  it('keeps the page when only the view changes or nothing changes', () => {
    expect(updateMealFilters(onPage3, { view: 'list' }).page).toBe(3);
    expect(updateMealFilters(onPage3, { sort: 'name' }).page).toBe(3);
  });

  it('moves to the page asked for', () => {
    expect(updateMealFilters(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('helpers', () => {
  it('knows when anything narrows or reorders the list', () => {
    expect(hasActiveFilters(DEFAULT_MEAL_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_MEAL_FILTERS, view: 'list', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_MEAL_FILTERS, sort: 'rating' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_MEAL_FILTERS, category: 'Drinks' })).toBe(true);
  });

  it('compares category names without regard to letter case', () => {
    expect(sameCategory('fried chicken', 'Fried Chicken')).toBe(true);
    expect(sameCategory('BURGERS', 'Burgers')).toBe(true);
    expect(sameCategory('Burgers', 'Sides')).toBe(false);
  });
});
