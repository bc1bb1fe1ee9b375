import { categories, meals } from '@shop/db';
import { and, count, eq } from '@shop/db/orm';
import { type Meal, mealListResponseSchema, mealResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function listMeals(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return mealListResponseSchema.parse(res.json());
}

async function allPages(query: string): Promise<Meal[]> {
  const first = await listMeals(`${query}${query ? '&' : '?'}limit=100`);
  expect(first.pagination.pages).toBeLessThanOrEqual(1);
  return first.data;
}

const amountMessage = (name: string) =>
  `${name} must be an amount from 0 to 10000000 with at most two decimals`;

async function publicMealCount(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(and(eq(meals.isActive, true), eq(categories.isActive, true)));
  return row?.n ?? 0;
}

describe('GET /api/meals', () => {
  it('pages the public menu 10 at a time, sorted by name, with the total', async () => {
    const body = await listMeals('');
    const total = await publicMealCount();
    expect(total).toBeGreaterThanOrEqual(28);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total, pages: Math.ceil(total / 10) });
    const names = body.data.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('walks every page exactly once', async () => {
    const first = await listMeals('?limit=7');
    const ids: number[] = [];
    for (let page = 1; page <= first.pagination.pages; page++) {
      ids.push(...(await listMeals(`?limit=7&page=${page}`)).data.map((m) => m.id));
    }
    expect(ids).toHaveLength(first.pagination.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const body = await listMeals('?page=999');
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(await publicMealCount());
  });

  it('filters by category name in any letter case', async () => {
    const [category] = await t.db.select().from(categories).limit(1);
    if (!category) throw new Error('seed has no category');
    const lower = await allPages(`?category=${encodeURIComponent(category.name.toLowerCase())}`);
    const upper = await allPages(`?category=${encodeURIComponent(category.name.toUpperCase())}`);
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.every((m) => m.categoryName === category.name)).toBe(true);
    expect(upper.map((m) => m.id)).toEqual(lower.map((m) => m.id));
    expect(await allPages('?category=no-such-category')).toEqual([]);
  });

  it('searches name, description and category name', async () => {
    const [category] = await t.db.select().from(categories).limit(1);
    if (!category) throw new Error('seed has no category');
    await t.db.insert(meals).values([
      {
        categoryId: category.id,
        name: 'Zzyzx Burger',
        description: 'plain',
        pricePaisa: 50000,
        stock: 3,
      },
      {
        categoryId: category.id,
        name: 'Plain Roll',
        description: 'with quokkaberry jam',
        pricePaisa: 30000,
        stock: 3,
      },
    ]);
    await t.app.invalidateMenu();
    expect((await allPages('?search=zzyzx')).map((m) => m.name)).toEqual(['Zzyzx Burger']);
    expect((await allPages('?search=QUOKKABERRY')).map((m) => m.name)).toEqual(['Plain Roll']);
    const byCategory = await allPages(`?search=${encodeURIComponent(category.name)}`);
    expect(byCategory.some((m) => m.categoryName === category.name)).toBe(true);
    expect(await allPages('?search=%25%25%25')).toEqual([]);
  });

  it('filters by price range in NRS, bounds included', async () => {
    const everything = await allPages('');
    const prices = everything.map((m) => m.price).sort((a, b) => a - b);
    const low = prices[3] as number;
    const high = prices[prices.length - 4] as number;
    const ranged = await allPages(`?minPrice=${low}&maxPrice=${high}`);
    expect(ranged.length).toBe(prices.filter((p) => p >= low && p <= high).length);
    expect(ranged.every((m) => m.price >= low && m.price <= high)).toBe(true);
  });

  it('takes price bounds to the paisa', async () => {
    const [cheapest] = (await listMeals('?sort=price-low&limit=1')).data;
    if (!cheapest) throw new Error('menu is empty');
    const abovePaisa = (cheapest.price + 0.01).toFixed(2);
    const above = await allPages(`?minPrice=${abovePaisa}`);
    expect(above.map((m) => m.id)).not.toContain(cheapest.id);
    const atPrice = await allPages(`?minPrice=${cheapest.price.toFixed(2)}`);
    expect(atPrice.map((m) => m.id)).toContain(cheapest.id);
  });

  it('filters by availability', async () => {
    const available = await allPages('?available=true');
    const soldOut = await allPages('?available=false');
    expect(available.length).toBeGreaterThan(0);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(available.every((m) => m.available && m.quantity > 0)).toBe(true);
    expect(soldOut.every((m) => !m.available && m.quantity === 0)).toBe(true);
    expect(available.length + soldOut.length).toBe(await publicMealCount());
  });

  it.each([
    ['price-low', (a: Meal, b: Meal) => a.price <= b.price],
    ['price-high', (a: Meal, b: Meal) => a.price >= b.price],
    ['rating', (a: Meal, b: Meal) => a.rating >= b.rating],
    ['popular', (a: Meal, b: Meal) => a.soldQuantity >= b.soldQuantity],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const list = await allPages(`?sort=${sort}`);
    for (let i = 1; i < list.length; i++) {
      expect(inOrder(list[i - 1] as Meal, list[i] as Meal)).toBe(true);
    }
    const distinct = new Set(
      list.map((m) =>
        sort === 'popular' ? m.soldQuantity : sort === 'rating' ? m.rating : m.price,
      ),
    );
    expect(distinct.size).toBeGreaterThan(1);
  });

  it('hides inactive meals and meals of inactive categories', async () => {
    const [visible] = (await listMeals('?limit=1')).data;
    if (!visible) throw new Error('menu is empty');
    await t.db.update(meals).set({ isActive: false }).where(eq(meals.id, visible.id));
    await t.app.invalidateMenu();
    expect((await allPages('')).some((m) => m.id === visible.id)).toBe(false);
    expect((await t.app.inject(`/api/meals/${visible.id}`)).statusCode).toBe(404);
    await t.db.update(meals).set({ isActive: true }).where(eq(meals.id, visible.id));

    await t.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.id, visible.categoryId));
    await t.app.invalidateMenu();
    expect((await allPages('')).some((m) => m.categoryId === visible.categoryId)).toBe(false);
    await t.db
      .update(categories)
      .set({ isActive: true })
      .where(eq(categories.id, visible.categoryId));
    await t.app.invalidateMenu();
  });

  it.each([
    ['?page=-1', 'page must be a whole number between 1 and 100000'],
    ['?page=0', 'page must be a whole number between 1 and 100000'],
    ['?page=1.5', 'page must be a whole number between 1 and 100000'],
    ['?limit=abc', 'limit must be a whole number between 1 and 100'],
    ['?limit=100000', 'limit must be a whole number between 1 and 100'],
    ['?minPrice=x', amountMessage('minPrice')],
    ['?maxPrice=-5', amountMessage('maxPrice')],
    ['?minPrice=0x10', amountMessage('minPrice')],
    ['?maxPrice=1e1', amountMessage('maxPrice')],
    ['?minPrice=', amountMessage('minPrice')],
    ['?maxPrice=%20', amountMessage('maxPrice')],
    ['?minPrice=100.005', amountMessage('minPrice')],
    ['?minPrice=500&maxPrice=100', 'minPrice must not be greater than maxPrice'],
    ['?available=maybe', 'available must be true or false'],
    ['?sort=cheapest', 'sort must be one of name, price-low, price-high, rating, popular'],
    [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['?search=%00', 'Text must not contain NUL characters'],
    ['?category=burgers%00', 'Text must not contain NUL characters'],
    ['?page=0x2', 'page must be a whole number between 1 and 100000'],
    ['?limit=1e1', 'limit must be a whole number between 1 and 100'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await t.app.inject(`/api/meals${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('GET /api/meals/{id}', () => {
  it('returns one meal with its images, nutrition and prices in NRS', async () => {
    const [listed] = (await listMeals('?sort=price-high&limit=1')).data;
    if (!listed) throw new Error('menu is empty');
    const res = await t.app.inject(`/api/meals/${listed.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = mealResponseSchema.parse(res.json());
    expect(data).toEqual(listed);
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.image).toBe(data.images[0]);
    const image = await t.app.inject(data.image as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['abc', 400, 'Meal id must be a positive whole number'],
    ['0', 400, 'Meal id must be a positive whole number'],
    ['1e99', 400, 'Meal id must be a positive whole number'],
    ['1e1', 400, 'Meal id must be a positive whole number'],
    ['0x10', 400, 'Meal id must be a positive whole number'],
    ['99999999', 404, 'Meal not found'],
  ])('answers id %s with %i', async (id, status, message) => {
    const res = await t.app.inject(`/api/meals/${id}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
      message,
    });
  });
});
