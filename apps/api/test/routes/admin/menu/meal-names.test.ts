import { ADMIN_MENU_MESSAGES, adminMealResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { type MenuTestApp, multipart, startMenuTestApp, uniqueName } from './menu-support.ts';

/* One meal of a name per category, whatever the letter case, as for category names. */

let t: MenuTestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startMenuTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const fields = (name: string, categoryName = 'Burgers') => ({
  name,
  description: 'Buff patty and timur mayo',
  categoryName,
  price: '500',
  quantity: '10',
  rating: '0',
});

const post = async (name: string, categoryName?: string) =>
  t.app.inject(
    await multipart('POST', '/api/admin/meals', fields(name, categoryName), [], admin.headers),
  );

describe('meal names within a category', () => {
  it('refuses a second meal of a name in one category, in any letter case, with 409', async () => {
    const name = uniqueName('Timur Buff Burger');
    expect((await post(name)).statusCode).toBe(201);

    const res = await post(name.toUpperCase(), 'burgers');

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: ADMIN_MENU_MESSAGES.mealNameTaken(name.toUpperCase(), 'Burgers'),
      details: { field: 'name' },
    });
  });

  it('takes the name in another category', async () => {
    const name = uniqueName('Sekuwa Plate');
    expect((await post(name)).statusCode).toBe(201);
    expect((await post(name, 'Momo & Nepali Bites')).statusCode).toBe(201);
  });

  it('refuses renaming a meal to a name its category has', async () => {
    const taken = uniqueName('Chhoila Burger');
    expect((await post(taken)).statusCode).toBe(201);
    const other = adminMealResponseSchema.parse((await post(uniqueName('Aloo Burger'))).json());

    const res = await t.app.inject(
      await multipart(
        'PUT',
        `/api/admin/meals/${other.data.id}`,
        fields(taken.toLowerCase()),
        [],
        admin.headers,
      ),
    );

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      ADMIN_MENU_MESSAGES.mealNameTaken(taken.toLowerCase(), 'Burgers'),
    );
  });
});
