import { categories, couponCategories, coupons, meals } from '@shop/db';
import { count, eq, sql } from '@shop/db/orm';
import {
  ADMIN_MENU_MESSAGES,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  categoryListResponseSchema,
  mealListResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import {
  auditOf,
  type MenuTestApp,
  multipart,
  pngPicture,
  startMenuTestApp,
  textAsJpeg,
  uniqueName,
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

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

async function publicCategories() {
  const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
  return categoryListResponseSchema.parse(res.json()).data;
}

async function addCategory(fields: Partial<{ name: string; description: string }> = {}) {
  const res = await send('POST', '/api/categories', {
    name: uniqueName('Thali'),
    description: 'Rice, dal and seasonal curries',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminCategoryResponseSchema.parse(res.json()).data;
}

async function categoryCount() {
  const [row] = await t.db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}

describe('GET /api/admin/categories', () => {
  it('lists every category, inactive ones too, with all and active meal counts', async () => {
    const [hidden] = await t.db
      .insert(categories)
      .values({ name: uniqueName('Hidden'), isActive: false })
      .returning({ id: categories.id });
    const res = await send('GET', '/api/admin/categories');
    expect(res.statusCode).toBe(200);
    const list = adminCategoryListResponseSchema.parse(res.json()).data;
    expect(list.find((c) => c.id === hidden?.id)).toMatchObject({ isActive: false, mealCount: 0 });
    const burgers = list.find((c) => c.name === 'Burgers');
    const [all] = await t.db
      .select({ n: count() })
      .from(meals)
      .where(eq(meals.categoryId, burgers?.id ?? 0));
    const [active] = await t.db
      .select({ n: count() })
      .from(meals)
      .where(sql`${meals.categoryId} = ${burgers?.id ?? 0} and ${meals.isActive}`);
    expect(burgers).toMatchObject({
      mealCount: all?.n,
      activeMealCount: active?.n,
      isActive: true,
    });
    expect(burgers?.image).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    expect(list.length).toBe(await categoryCount());
  });
  it('filters by a search in name or description, any letter case, and by status', async () => {
    const tag = uniqueName('Zq');
    const [on, off] = await t.db
      .insert(categories)
      .values([
        { name: `${tag} Soups`, description: 'Warm bowls' },
        { name: `${tag} Winter`, description: 'Soups 50% off', isActive: false },
      ])
      .returning({ id: categories.id });
    const ids = async (query: string) => {
      const res = await send('GET', `/api/admin/categories?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const list = adminCategoryListResponseSchema.parse(res.json());
      expect(list.total).toBe(await categoryCount());
      return list.data.map((c) => c.id);
    };
    expect(await ids(`search=${encodeURIComponent(tag.toUpperCase())}`)).toEqual([on?.id, off?.id]);
    expect(await ids(`search=${encodeURIComponent(tag)}&status=inactive`)).toEqual([off?.id]);
    expect(await ids(`search=${encodeURIComponent(tag)}&status=active`)).toEqual([on?.id]);
    expect(await ids(`search=${encodeURIComponent(`${tag} winter`)}`)).toEqual([off?.id]);
    expect(await ids('search=50%25%20OFF')).toEqual([off?.id]);
    expect(await ids('search=5_%25')).toEqual([]);
    const refused = await send('GET', '/api/admin/categories?status=hidden');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('status must be one of all, active, inactive');
  });
});

describe('POST /api/categories', () => {
  it('adds an active category, last in menu order, that the shop lists at once', async () => {
    const before = await publicCategories();
    const created = await addCategory({ name: '  Newari Khaja  ' });
    expect(created).toMatchObject({
      name: 'Newari Khaja',
      description: 'Rice, dal and seasonal curries',
      image: null,
      isActive: true,
      mealCount: 0,
    });
    const after = await publicCategories();
    expect(after.map((c) => c.name)).toEqual([...before.map((c) => c.name), 'Newari Khaja']);
    const [audit] = await auditOf(t, 'category', created.id);
    expect(audit).toMatchObject({ adminId: admin.id, action: 'category.created' });
  });

  it('takes a picture as multipart, re-encoded as WebP under a new name', async () => {
    const name = uniqueName('Sekuwa');
    const res = await t.app.inject(
      await multipart(
        'POST',
        '/api/categories',
        { name, description: 'Grilled over charcoal' },
        [await pngPicture('categoryImage', 'sekuwa.png')],
        admin.headers,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { image } = adminCategoryResponseSchema.parse(res.json()).data;
    expect(image).toMatch(/^\/uploads\/categories\/[0-9a-f-]{36}\.webp$/);
    expect(res.json().data.imageUrl).toBe(image);
    const served = await t.app.inject({ method: 'GET', url: image ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await publicCategories()).find((c) => c.name === name)?.image).toBe(image);
  });

  it.each([
    [{ description: 'x' }, M.categoryNameRequired],
    [{ name: '   ', description: 'x' }, M.categoryNameRequired],
    [{ name: 'Soups' }, M.descriptionRequired],
    [{ name: 'x'.repeat(101), description: 'x' }, M.categoryNameTooLong],
  ])('refuses %j with the form’s message', async (payload, message) => {
    const before = await categoryCount();
    const res = await send('POST', '/api/categories', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a name another category has, whatever its letter case', async () => {
    const res = await send('POST', '/api/categories', { name: 'bURGERS', description: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: M.categoryNameTaken('bURGERS') });
  });

  it('refuses a text file named .jpg, two pictures, or a picture over 5 MB, keeping nothing', async () => {
    const fields = { name: uniqueName('Bad'), description: 'x' };
    const filesBefore = await t.filesIn('categories');
    const countBefore = await categoryCount();
    const cases = [
      { files: [textAsJpeg('categoryImage')], status: 400, message: M.notAnImage('photo.jpg') },
      {
        files: [await pngPicture('categoryImage'), await pngPicture('categoryImage', 'two.png')],
        status: 400,
        message: M.tooManyCategoryImages,
      },
      {
        files: [
          { field: 'categoryImage', data: new Uint8Array(5 * 1024 * 1024 + 1), name: 'huge.png' },
        ],
        status: 413,
        message: M.imageTooLarge('huge.png'),
      },
      {
        files: [await pngPicture('images')],
        status: 400,
        message: 'Files are accepted in the categoryImage field only, not in images.',
      },
    ];
    for (const { files, status, message } of cases) {
      const res = await t.app.inject(
        await multipart('POST', '/api/categories', fields, files, admin.headers),
      );
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await t.filesIn('categories')).toEqual(filesBefore);
    expect(await categoryCount()).toBe(countBefore);
  });
});

describe('PUT /api/categories/:id', () => {
  it('renames, replaces the picture (the old file goes), then drops it', async () => {
    const first = await t.app.inject(
      await multipart(
        'POST',
        '/api/categories',
        { name: uniqueName('Chaat'), description: 'Tangy' },
        [await pngPicture('categoryImage')],
        admin.headers,
      ),
    );
    const created = adminCategoryResponseSchema.parse(first.json()).data;
    const oldFile = created.image?.split('/').pop();
    const name = uniqueName('Street Chaat');
    const replaced = await t.app.inject(
      await multipart(
        'PUT',
        `/api/categories/${created.id}`,
        { name, description: 'Tangy and crunchy' },
        [await pngPicture('categoryImage', 'new.png')],
        admin.headers,
      ),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const updated = adminCategoryResponseSchema.parse(replaced.json());
    expect(updated.message).toBe(M.categoryUpdated);
    expect(updated.data).toMatchObject({ id: created.id, name, description: 'Tangy and crunchy' });
    expect(updated.data.image).not.toBe(created.image);
    const files = await t.filesIn('categories');
    expect(files).not.toContain(oldFile);
    expect(files).toContain(updated.data.image?.split('/').pop());
    expect((await publicCategories()).find((c) => c.id === created.id)?.name).toBe(name);

    const kept = await send('PUT', `/api/categories/${created.id}`, { name, description: 'Same' });
    expect(adminCategoryResponseSchema.parse(kept.json()).data.image).toBe(updated.data.image);
    const dropped = await send('PUT', `/api/categories/${created.id}`, {
      name,
      description: 'Same',
      removeImage: 'true',
    });
    expect(adminCategoryResponseSchema.parse(dropped.json()).data.image).toBeNull();
    expect(dropped.json().data.imageUrl).toBeNull();
    expect(await t.filesIn('categories')).not.toContain(updated.data.image?.split('/').pop());
    const audit = await auditOf(t, 'category', created.id);
    expect(audit.map((line) => line.action)).toEqual([
      'category.updated',
      'category.updated',
      'category.updated',
      'category.created',
    ]);
  });

  it('refuses another category’s name (409), an unknown id (404) and a malformed one (400)', async () => {
    const category = await addCategory();
    const taken = await send('PUT', `/api/categories/${category.id}`, {
      name: 'Burgers',
      description: 'x',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.categoryNameTaken('Burgers'));
    const missing = await send('PUT', '/api/categories/999999', { name: 'X', description: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: M.categoryNotFound });
    const malformed = await send('PUT', '/api/categories/abc', { name: 'X', description: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps its own name in another letter case', async () => {
    const category = await addCategory({ name: uniqueName('Lassi') });
    const res = await send('PUT', `/api/categories/${category.id}`, {
      name: category.name.toUpperCase(),
      description: 'Yoghurt drinks',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('PATCH /api/categories/:id/toggle-status', () => {
  it('takes a category and its meals off the shop at once, and puts them back', async () => {
    const category = await addCategory();
    await t.db.insert(meals).values({
      categoryId: category.id,
      name: uniqueName('Aloo Tama'),
      description: 'Bamboo shoot curry',
      pricePaisa: 30_000,
      stock: 10,
    });
    const shopMeals = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/meals?category=${encodeURIComponent(category.name)}`,
      });
      return mealListResponseSchema.parse(res.json()).pagination.total;
    };
    expect(await shopMeals()).toBe(1);

    const off = await send('PATCH', `/api/categories/${category.id}/toggle-status`, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(adminCategoryResponseSchema.parse(off.json())).toMatchObject({
      message: M.categoryDeactivated,
      data: { isActive: false },
    });
    expect((await publicCategories()).some((c) => c.id === category.id)).toBe(false);
    expect(await shopMeals()).toBe(0);

    // Asked twice for the same state, nothing flips back.
    const again = await send('PATCH', `/api/categories/${category.id}/toggle-status`, {
      isActive: false,
    });
    expect(adminCategoryResponseSchema.parse(again.json()).data.isActive).toBe(false);
    const flipped = await send('PATCH', `/api/categories/${category.id}/toggle-status`);
    expect(adminCategoryResponseSchema.parse(flipped.json()).data.isActive).toBe(true);
    expect(await shopMeals()).toBe(1);
    const audit = await auditOf(t, 'category', category.id);
    expect(audit.map((line) => line.action).slice(0, 2)).toEqual([
      'category.activated',
      'category.deactivated',
    ]);
  });

  it('answers 404 for an unknown category and 400 for a state that is not a boolean', async () => {
    expect((await send('PATCH', '/api/categories/999999/toggle-status', {})).statusCode).toBe(404);
    const category = await addCategory();
    const res = await send('PATCH', `/api/categories/${category.id}/toggle-status`, {
      isActive: 'no',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('isActive must be true or false');
  });
});

describe('DELETE /api/categories/:id', () => {
  it('refuses a category that still has meals, saying how many', async () => {
    const [burgers] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Burgers'));
    const [row] = await t.db
      .select({ n: count() })
      .from(meals)
      .where(eq(meals.categoryId, burgers?.id ?? 0));
    const res = await send('DELETE', `/api/categories/${burgers?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: `This category still has ${row?.n} meals. Move or delete them first.`,
    });
    const one = await addCategory();
    await t.db.insert(meals).values({
      categoryId: one.id,
      name: uniqueName('Yomari'),
      description: 'Sweet dumpling',
      pricePaisa: 15_000,
    });
    expect((await send('DELETE', `/api/categories/${one.id}`)).json().message).toBe(
      'This category still has 1 meal. Move or delete it first.',
    );
  });

  it('refuses a category a coupon is limited to', async () => {
    const category = await addCategory();
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: 'THALI10', discountType: 'percentage', percentOff: 10, usageLimit: 5 })
      .returning({ id: coupons.id });
    await t.db
      .insert(couponCategories)
      .values({ couponId: coupon?.id ?? 0, categoryId: category.id });
    const res = await send('DELETE', `/api/categories/${category.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.categoryLimitsCoupons(['THALI10']));
  });

  it('deletes an empty category with its picture; the audit log keeps what it was', async () => {
    const res0 = await t.app.inject(
      await multipart(
        'POST',
        '/api/categories',
        { name: uniqueName('Gone'), description: 'Soon gone' },
        [await pngPicture('categoryImage')],
        admin.headers,
      ),
    );
    const category = adminCategoryResponseSchema.parse(res0.json()).data;
    const res = await send('DELETE', `/api/categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.categoryDeleted });
    expect(await t.filesIn('categories')).not.toContain(category.image?.split('/').pop());
    expect((await publicCategories()).some((c) => c.id === category.id)).toBe(false);
    const [audit] = await auditOf(t, 'category', category.id);
    expect(audit).toMatchObject({
      action: 'category.deleted',
      details: { name: category.name, description: 'Soon gone' },
    });
    expect((await send('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(404);
  });
});

describe('the category calls without an admin session', () => {
  it.each([
    ['GET', '/api/admin/categories'],
    ['POST', '/api/categories'],
    ['PUT', '/api/categories/1'],
    ['PATCH', '/api/categories/1/toggle-status'],
    ['DELETE', '/api/categories/1'],
  ] as const)('%s %s answers 401 to a visitor and to a customer', async (method, url) => {
    const before = await categoryCount();
    for (const headers of [{}, customer.headers]) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload:
          method === 'GET' || method === 'DELETE' ? undefined : { name: 'X', description: 'Y' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    }
    expect(await categoryCount()).toBe(before);
  });
});

describe('the OpenAPI document', () => {
  const withForm = ['400', '401', '403', '404', '413', '415'];
  const refusals = ['400', '401', '403', '404'];
  it.each([
    ['/api/admin/categories', 'get', ['200', '400', '401', '403']],
    ['/api/categories', 'post', ['201', '400', '401', '403', '409', '413', '415']],
    ['/api/categories/{id}', 'put', ['200', '409', ...withForm]],
    ['/api/categories/{id}/toggle-status', 'patch', ['200', ...refusals]],
    ['/api/categories/{id}', 'delete', ['200', '409', ...refusals]],
    ['/api/admin/meals', 'get', ['200', '400', '401', '403']],
    ['/api/admin/meals', 'post', ['201', '400', '401', '403', '409', '413', '415']],
    ['/api/meals', 'post', ['201', '400', '401', '403', '409', '413', '415']],
    ['/api/admin/meals/{id}', 'put', ['200', '409', ...withForm]],
    ['/api/meals/{id}', 'put', ['200', '409', ...withForm]],
    ['/api/admin/meals/{id}/toggle-status', 'put', ['200', ...refusals]],
    ['/api/meals/{id}/toggle-status', 'patch', ['200', ...refusals]],
    ['/api/admin/meals/{id}', 'delete', ['200', ...refusals]],
    ['/api/meals/{id}', 'delete', ['200', ...refusals]],
  ])('documents %s %s with its answers', async (path, method, statuses) => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation.responses).sort()).toEqual([...statuses].sort());
  });

  it('describes the meal form as JSON and as multipart with its files', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const body = doc.paths['/api/admin/meals'].post.requestBody.content;
    expect(Object.keys(body)).toEqual(['application/json', 'multipart/form-data']);
    const form = JSON.stringify(body['multipart/form-data'].schema);
    for (const field of ['name', 'categoryName', 'price', 'newPrice', 'images', 'videos']) {
      expect(form).toContain(`"${field}"`);
    }
  });
});
