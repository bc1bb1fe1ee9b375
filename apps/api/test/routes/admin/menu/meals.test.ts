import { meals, orderLines } from '@shop/db';
import { count, eq } from '@shop/db/orm';
import {
  ADMIN_MENU_MESSAGES,
  type AdminMeal,
  adminMealListResponseSchema,
  adminMealResponseSchema,
  mealListResponseSchema,
  mealResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CHANGED_CHANNEL } from '../../../../src/services/menu/menu-changed.ts';
import { orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import {
  auditOf,
  type FilePart,
  type MenuTestApp,
  mp4Video,
  multipart,
  pngPicture,
  startMenuTestApp,
  uniqueName,
  webmVideo,
} from './menu-support.ts';

let t: MenuTestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await startMenuTestApp();
  admin = await signInAdmin(t);
  customer = await newCustomer(t);
});
afterAll(() => t.close());

const M = ADMIN_MENU_MESSAGES;

const mealFields = (overrides: Record<string, string> = {}) => ({
  name: uniqueName('Jhol Momo Deluxe'),
  description: 'Ten momo in a sesame-tomato broth',
  categoryName: 'Momo & Nepali Bites',
  price: '420',
  quantity: '25',
  rating: '4.5',
  ...overrides,
});

async function createMeal(
  fields: Record<string, string> = mealFields(),
  files: readonly FilePart[] = [],
  url = '/api/admin/meals',
): Promise<AdminMeal> {
  const res = await t.app.inject(await multipart('POST', url, fields, files, admin.headers));
  expect(res.statusCode, res.body).toBe(201);
  return adminMealResponseSchema.parse(res.json()).data;
}

async function shopMeal(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/meals/${id}` });
  return res.statusCode === 200 ? mealResponseSchema.parse(res.json()).data : null;
}

async function shopSearch(text: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/meals?search=${encodeURIComponent(text)}`,
  });
  return mealListResponseSchema.parse(res.json()).data;
}

async function mealCount() {
  const [row] = await t.db.select({ n: count() }).from(meals);
  return row?.n ?? 0;
}

describe('GET /api/admin/meals', () => {
  it('lists every meal, off-menu ones too, newest first, with stock, sales and files', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals?limit=100',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const { data, pagination } = adminMealListResponseSchema.parse(res.json());
    expect(pagination.total).toBe(await mealCount());
    expect(data.some((meal) => !meal.isActive)).toBe(true);
    const dates = data.map((meal) => meal.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const reduced = data.find((meal) => meal.newPrice !== null);
    expect(reduced?.newPrice).toBeLessThan(reduced?.price ?? 0);
    expect(data[0]?.images[0]).toMatch(/^\/uploads\/meals\//);
  });

  it('filters by category, on-menu switch and search, one page at a time', async () => {
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/meals?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return adminMealListResponseSchema.parse(res.json());
    };
    const burgers = await list('category=burgers&limit=100');
    expect(burgers.data.length).toBeGreaterThan(0);
    expect(burgers.data.every((meal) => meal.categoryName === 'Burgers')).toBe(true);
    const off = await list('available=false&limit=100');
    expect(off.data.length).toBeGreaterThan(0);
    expect(off.data.every((meal) => !meal.isActive)).toBe(true);
    // The status filter, as the back office's list keeps it in its address, says the same.
    expect((await list('status=inactive&limit=100')).data).toEqual(off.data);
    const on = await list('status=active&limit=100');
    expect(on.pagination.total + off.pagination.total).toBe(await mealCount());
    expect(on.data.every((meal) => meal.isActive)).toBe(true);
    const momo = await list('search=MOMO&limit=100');
    expect(
      momo.data.every((meal) =>
        /momo/i.test(`${meal.name} ${meal.description} ${meal.categoryName}`),
      ),
    ).toBe(true);
    const page2 = await list('page=2&limit=5');
    expect(page2.data).toHaveLength(5);
    expect(page2.pagination).toMatchObject({ page: 2, limit: 5 });
    expect((await list('search=100%25')).data).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number between 1 and 100'],
    ['available=maybe', 'available must be true or false'],
    ['status=hidden', 'status must be one of all, active, inactive'],
  ])('refuses %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/meals?${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/admin/meals and /api/meals', () => {
  it.each(['/api/admin/meals', '/api/meals'])(
    '%s adds a meal with pictures and videos that the shop shows at once',
    async (url) => {
      const fields = mealFields({ price: '500', newPrice: '449.50' });
      // Read first, so the shop's cached answer must be cleared by the change.
      expect(await shopSearch(fields.name)).toEqual([]);
      const announced: string[] = [];
      const stop = await t.database.listen(MENU_CHANGED_CHANNEL, (payload) =>
        announced.push(payload),
      );
      const meal = await createMeal(
        fields,
        [await pngPicture(), await pngPicture('images', 'side.png'), mp4Video(), webmVideo()],
        url,
      );
      expect(meal).toMatchObject({
        name: fields.name,
        categoryName: 'Momo & Nepali Bites',
        price: 500,
        newPrice: 449.5,
        quantity: 25,
        soldQuantity: 0,
        rating: 4.5,
        isActive: true,
      });
      expect(meal.images).toHaveLength(2);
      for (const image of meal.images)
        expect(image).toMatch(/^\/uploads\/meals\/[0-9a-f-]{36}\.webp$/);
      expect(meal.videos[0]).toMatch(/^\/uploads\/meals\/[0-9a-f-]{36}\.mp4$/);
      expect(meal.videos[1]).toMatch(/^\/uploads\/meals\/[0-9a-f-]{36}\.webm$/);
      const video = await t.app.inject({ method: 'GET', url: meal.videos[1] ?? '' });
      expect(video.headers['content-type']).toBe('video/webm');

      const [shown] = await shopSearch(fields.name);
      expect(shown).toMatchObject({
        id: meal.id,
        price: 449.5,
        oldPrice: 500,
        image: meal.images[0],
        videos: meal.videos,
        available: true,
      });
      await expect.poll(() => announced.length).toBeGreaterThan(0);
      await stop();
      const [audit] = await auditOf(t, 'meal', meal.id);
      expect(audit).toMatchObject({
        adminId: admin.id,
        action: 'meal.created',
        details: { name: fields.name, price: 500, newPrice: 449.5, images: 2, videos: 2 },
      });
    },
  );

  it('takes JSON without files, blank optional fields at their defaults', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: admin.headers,
      payload: { ...mealFields(), newPrice: '', quantity: '', rating: '', price: 0 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(adminMealResponseSchema.parse(res.json()).data).toMatchObject({
      price: 0,
      newPrice: null,
      quantity: 0,
      rating: 0,
      images: [],
    });
  });

  it.each([
    ['no name', { name: '' }, M.mealNameRequired],
    ['no description', { description: ' ' }, M.descriptionRequired],
    ['no category', { categoryName: '' }, M.categoryRequired],
    ['no price', { price: '' }, M.priceRequired],
    ['a price that is not a number', { price: 'cheap' }, M.priceInvalid],
    ['a negative price', { price: '-5' }, M.priceInvalid],
    ['a price with three decimals', { price: '10.005' }, M.priceInvalid],
    ['a new price above the price', { price: '300', newPrice: '350' }, M.newPriceNotLower],
    ['a new price equal to the price', { price: '300', newPrice: '300' }, M.newPriceNotLower],
    ['a negative quantity', { quantity: '-1' }, M.quantityNegative],
    ['a fractional quantity', { quantity: '2.5' }, M.quantityInvalid],
    ['a stock over the most', { quantity: '10000000' }, M.quantityTooLarge],
    ['a rating above 5', { rating: '5.1' }, M.ratingInvalid],
    ['a rating in hundredths', { rating: '4.25' }, M.ratingInvalid],
    ['an unknown category', { categoryName: 'Pizza' }, M.unknownCategory('Pizza')],
  ])('refuses %s with the form’s message, keeping nothing', async (_case, overrides, message) => {
    const countBefore = await mealCount();
    const filesBefore = await t.filesIn('meals');
    const res = await t.app.inject(
      await multipart(
        'POST',
        '/api/admin/meals',
        mealFields(overrides),
        [await pngPicture()],
        admin.headers,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await mealCount()).toBe(countBefore);
    expect(await t.filesIn('meals')).toEqual(filesBefore);
  });
});

describe('PUT /api/admin/meals/:id and /api/meals/:id', () => {
  it('changes the price, and the shop charges the new one at once', async () => {
    const meal = await createMeal();
    expect((await shopMeal(meal.id))?.price).toBe(420);
    const res = await t.app.inject(
      await multipart(
        'PUT',
        `/api/meals/${meal.id}`,
        mealFields({ name: meal.name, price: '480', newPrice: '399', quantity: '3' }),
        [],
        admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = adminMealResponseSchema.parse(res.json());
    expect(updated).toMatchObject({
      message: M.mealUpdated,
      data: { price: 480, newPrice: 399, quantity: 3 },
    });
    expect(await shopMeal(meal.id)).toMatchObject({ price: 399, oldPrice: 480, quantity: 3 });
    const [audit] = await auditOf(t, 'meal', meal.id);
    expect(audit).toMatchObject({
      action: 'meal.updated',
      details: {
        before: { price: 420, newPrice: null, stock: 25 },
        after: { price: 480, newPrice: 399, stock: 3 },
      },
    });
  });

  it('keeps the files named, in that order, adds new ones after them, and deletes the rest', async () => {
    const meal = await createMeal(mealFields(), [
      await pngPicture('images', 'a.png'),
      await pngPicture('images', 'b.png'),
      await pngPicture('images', 'c.png'),
      mp4Video(),
    ]);
    const [a, b, c] = meal.images;
    const res = await t.app.inject(
      await multipart(
        'PUT',
        `/api/admin/meals/${meal.id}`,
        {
          ...mealFields({ name: meal.name }),
          keptImages: JSON.stringify([c, a]),
          keptVideos: '[]',
        },
        [await pngPicture('images', 'd.png'), webmVideo()],
        admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { images, videos } = adminMealResponseSchema.parse(res.json()).data;
    expect(images.slice(0, 2)).toEqual([c, a]);
    expect(images).toHaveLength(3);
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatch(/\.webm$/);
    const files = await t.filesIn('meals');
    expect(files).not.toContain(b?.split('/').pop());
    expect(files).not.toContain(meal.videos[0]?.split('/').pop());
    for (const kept of [...images, ...videos]) expect(files).toContain(kept.split('/').pop());

    // Without keep lists every current file stays and new ones are added.
    const more = await t.app.inject(
      await multipart(
        'PUT',
        `/api/admin/meals/${meal.id}`,
        mealFields({ name: meal.name }),
        [await pngPicture('images', 'e.png')],
        admin.headers,
      ),
    );
    expect(adminMealResponseSchema.parse(more.json()).data.images.slice(0, 3)).toEqual(images);
  });

  it('refuses to keep a file the meal does not have, or to end with more than 8 images', async () => {
    const pictures = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pngPicture('images', `p${i}.png`)),
    );
    const meal = await createMeal(mealFields(), pictures);
    const filesBefore = await t.filesIn('meals');
    const put = async (fields: Record<string, string>, files: FilePart[] = []) =>
      t.app.inject(
        await multipart('PUT', `/api/admin/meals/${meal.id}`, fields, files, admin.headers),
      );
    const foreign = await put({
      ...mealFields({ name: meal.name }),
      keptImages: JSON.stringify(['/uploads/meals/someone-else.webp']),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(M.keptFileUnknown('/uploads/meals/someone-else.webp'));
    const tooMany = await put(mealFields({ name: meal.name }), [
      await pngPicture('images', 'x.png'),
      await pngPicture('images', 'y.png'),
      await pngPicture('images', 'z.png'),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(M.tooManyImages);
    const unreadable = await put({ ...mealFields({ name: meal.name }), keptImages: 'first one' });
    expect(unreadable.json().message).toBe(M.keptFilesInvalid);
    expect(await t.filesIn('meals')).toEqual(filesBefore);
  });

  it('answers 404 for an unknown meal, removing the files it was sent', async () => {
    const filesBefore = await t.filesIn('meals');
    const res = await t.app.inject(
      await multipart(
        'PUT',
        '/api/admin/meals/999999',
        mealFields(),
        [await pngPicture()],
        admin.headers,
      ),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: M.mealNotFound });
    expect(await t.filesIn('meals')).toEqual(filesBefore);
  });

  it('refuses a move to an unknown category and a new price at or above the price', async () => {
    const meal = await createMeal();
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/meals/${meal.id}`,
      headers: admin.headers,
      payload: { ...mealFields(), categoryName: 'Sushi' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.unknownCategory('Sushi'));
    const dearer = await t.app.inject({
      method: 'PUT',
      url: `/api/meals/${meal.id}`,
      headers: admin.headers,
      payload: { ...mealFields(), price: 100, newPrice: 100 },
    });
    expect(dearer.json().message).toBe(M.newPriceNotLower);
    expect((await shopMeal(meal.id))?.price).toBe(420);
  });
});

describe('toggling a meal', () => {
  it('takes it off the shop at once and puts it back, on both paths', async () => {
    const meal = await createMeal();
    expect(await shopMeal(meal.id)).not.toBeNull();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/meals/${meal.id}/toggle-status`,
      headers: admin.headers,
      payload: { available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(adminMealResponseSchema.parse(off.json())).toMatchObject({
      message: M.mealDeactivated,
      data: { isActive: false },
    });
    expect(await shopMeal(meal.id)).toBeNull();
    expect(await shopSearch(meal.name)).toEqual([]);

    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${meal.id}/toggle-status`,
      headers: admin.headers,
    });
    expect(adminMealResponseSchema.parse(on.json()).data.isActive).toBe(true);
    expect(await shopMeal(meal.id)).not.toBeNull();
    expect((await auditOf(t, 'meal', meal.id)).map((line) => line.action).slice(0, 2)).toEqual([
      'meal.activated',
      'meal.deactivated',
    ]);
  });

  it('answers 404 for an unknown meal and 400 for a state that is not a boolean', async () => {
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/meals/999999/toggle-status',
      headers: admin.headers,
      payload: { available: true },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/meals/1/toggle-status',
      headers: admin.headers,
      payload: { available: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('available must be true or false');
  });
});

describe('deleting a meal', () => {
  it('keeps every past order line, with the meal’s name and price', async () => {
    const meal = await createMeal(mealFields({ price: '350', quantity: '10' }), [
      await pngPicture(),
    ]);
    const placed = await placeOrderCall(
      t,
      customer.headers,
      orderRequest([
        {
          meal: { id: meal.id, name: meal.name, price: 350, category: meal.categoryName },
          quantity: 2,
        },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as string;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/meals/${meal.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.mealDeleted });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toEqual([
      expect.objectContaining({
        mealId: null,
        mealName: meal.name,
        unitPricePaisa: 35_000,
        quantity: 2,
      }),
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: customer.headers,
    });
    expect(JSON.stringify(history.json())).toContain(meal.name);
    expect(await shopMeal(meal.id)).toBeNull();
    expect(await t.filesIn('meals')).not.toContain(meal.images[0]?.split('/').pop());
    const [audit] = await auditOf(t, 'meal', meal.id);
    expect(audit).toMatchObject({
      action: 'meal.deleted',
      details: { name: meal.name, price: 350 },
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/meals/${meal.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the meal calls without an admin session', () => {
  it.each([
    ['GET', '/api/admin/meals'],
    ['POST', '/api/admin/meals'],
    ['POST', '/api/meals'],
    ['PUT', '/api/admin/meals/1'],
    ['PUT', '/api/meals/1'],
    ['PUT', '/api/admin/meals/1/toggle-status'],
    ['PATCH', '/api/meals/1/toggle-status'],
    ['DELETE', '/api/admin/meals/1'],
    ['DELETE', '/api/meals/1'],
  ] as const)('%s %s answers 401 to a visitor and to a customer', async (method, url) => {
    const before = await mealCount();
    for (const headers of [{}, customer.headers]) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : mealFields(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    }
    expect(await mealCount()).toBe(before);
    expect(await shopMeal(1)).not.toBeNull();
  });
});
