import { categories } from '@shop/db';
import { eq } from '@shop/db/orm';
import { categoryListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function listCategories() {
  const res = await t.app.inject('/api/categories');
  expect(res.statusCode).toBe(200);
  return categoryListResponseSchema.parse(res.json()).data;
}

describe('GET /api/categories', () => {
  it('lists the active categories with their number of meals on the menu', async () => {
    const list = await listCategories();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const category of list) {
      const meals = await t.app.inject(
        `/api/meals?category=${encodeURIComponent(category.name)}&limit=1`,
      );
      expect(meals.json().pagination.total).toBe(category.mealCount);
    }
    expect(list.every((c) => c.image?.startsWith('/uploads/'))).toBe(true);
  });

  it('gives each category its picture’s address as imageUrl too', async () => {
    const res = await t.app.inject('/api/categories');
    const list: { image: string | null; imageUrl?: string | null }[] = res.json().data;
    expect(list.length).toBeGreaterThan(0);
    for (const category of list) expect(category.imageUrl).toBe(category.image);
  });

  it('is also GET /api/categories/active, the same list', async () => {
    const all = await t.app.inject('/api/categories');
    const active = await t.app.inject('/api/categories/active');
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual(all.json());
  });

  it('leaves out a deactivated category once the menu cache is invalidated', async () => {
    const [first] = await listCategories();
    if (!first) throw new Error('no categories');
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, first.id));
    // Until invalidated, the cached answer stands: that is the point of the cache.
    expect((await listCategories()).some((c) => c.id === first.id)).toBe(true);
    await t.app.invalidateMenu();
    expect((await listCategories()).some((c) => c.id === first.id)).toBe(false);
    const active = (await t.app.inject('/api/categories/active')).json().data;
    expect(active.some((c: { id: number }) => c.id === first.id)).toBe(false);
  });
});
