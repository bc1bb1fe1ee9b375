import { describe, expect, it } from 'vitest';
import { mealListQuerySchema } from './menu.ts';

describe('meal list query', () => {
  it('fills defaults: page 1, 10 per page, sorted by name', () => {
    expect(mealListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: 'name' });
  });

  it('reads query-string text into typed values and drops blank filters', () => {
    expect(
      mealListQuerySchema.parse({
        page: '2',
        limit: '20',
        minPrice: '100.5',
        available: 'true',
        search: '  ',
        category: ' Burgers ',
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      minPrice: 100.5,
      available: true,
      sort: 'name',
      category: 'Burgers',
    });
  });

  it('refuses a limit above 100', () => {
    expect(mealListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
