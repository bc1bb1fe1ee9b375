import type { AdminCategory } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { filterCategories } from './category-filter.ts';

const category = (id: number, name: string, description: string, isActive: boolean) =>
  ({
    id,
    name,
    description,
    isActive,
    icon: null,
    image: null,
    imageUrl: null,
    mealCount: 0,
    activeMealCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }) satisfies AdminCategory;

const list = [
  category(1, 'Burgers', 'Smashed and stacked', true),
  category(2, 'Momo', 'Steamed dumplings', true),
  category(3, 'Seasonal', 'Winter burgers and soups', false),
];

const ids = (found: AdminCategory[]) => found.map((c) => c.id);

describe('filterCategories', () => {
  it('matches the search in name or description, whatever the letter case', () => {
    expect(ids(filterCategories(list, { search: ' BURGER ', status: 'all' }))).toEqual([1, 3]);
    expect(ids(filterCategories(list, { search: 'dumpl', status: 'all' }))).toEqual([2]);
  });

  it('keeps only the chosen status', () => {
    expect(ids(filterCategories(list, { search: '', status: 'active' }))).toEqual([1, 2]);
    expect(ids(filterCategories(list, { search: 'burger', status: 'inactive' }))).toEqual([3]);
  });
});
