import { meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  type AdminMeal,
  adminMealResponseSchema,
  mealConflictSchema,
  RECORD_VERSION_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { type MenuTestApp, multipart, startMenuTestApp, uniqueName } from './menu-support.ts';

/*
 * A meal form saved after the meal changed must not put back what the form showed
 * (decision 036): the units sold meanwhile would be sold again.
 */

let t: MenuTestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await startMenuTestApp();
  admin = await signInAdmin(t);
  customer = await newCustomer(t);
});
afterAll(() => t.close());

/** The form's fields as they were read from `meal`, with the admin's edits. */
function formOf(meal: AdminMeal, edits: Record<string, string> = {}) {
  return {
    name: meal.name,
    description: meal.description,
    categoryName: meal.categoryName,
    price: String(meal.price),
    quantity: String(meal.quantity),
    rating: String(meal.rating),
    ...edits,
  };
}

async function createMeal(quantity: number): Promise<AdminMeal> {
  const fields = {
    name: uniqueName('Buff Momo'),
    description: 'Ten steamed momo',
    categoryName: 'Momo & Nepali Bites',
    price: '300',
    quantity: String(quantity),
    rating: '0',
  };
  const res = await t.app.inject(
    await multipart('POST', '/api/admin/meals', fields, [], admin.headers),
  );
  expect(res.statusCode, res.body).toBe(201);
  return adminMealResponseSchema.parse(res.json()).data;
}

async function sell(meal: AdminMeal, quantity: number) {
  const line = {
    meal: { id: meal.id, name: meal.name, price: meal.price, category: meal.categoryName },
    quantity,
  };
  const placed = await placeOrderCall(t, customer.headers, orderRequest([line]));
  expect(placed.statusCode, placed.body).toBe(201);
}

const save = async (meal: AdminMeal, fields: Record<string, string>) =>
  t.app.inject(await multipart('PUT', `/api/admin/meals/${meal.id}`, fields, [], admin.headers));

async function stockOf(id: number) {
  const [row] = await t.db.select({ stock: meals.stock }).from(meals).where(eq(meals.id, id));
  return row?.stock;
}

describe('saving a meal read before it changed', () => {
  it('refuses a form read at stock 45 once an order sold 5, and the stock stays 40', async () => {
    const read = await createMeal(45);
    await sell(read, 5);
    expect(await stockOf(read.id)).toBe(40);

    const res = await save(read, {
      ...formOf(read, { description: 'Ten steamed momo with sesame chutney' }),
      version: String(read.version),
    });

    expect(res.statusCode, res.body).toBe(409);
    const refusal = mealConflictSchema.parse(res.json());
    expect(refusal.message).toBe(RECORD_VERSION_MESSAGES.staleMeal);
    expect(refusal.details.meal).toMatchObject({
      id: read.id,
      quantity: 40,
      soldQuantity: 5,
      description: 'Ten steamed momo',
    });
    expect(refusal.details.meal.version).toBeGreaterThan(read.version);
    expect(await stockOf(read.id)).toBe(40);
  });

  it('saves a form read at the current version, and the version goes up', async () => {
    const read = await createMeal(45);
    await sell(read, 5);
    const stale = mealConflictSchema.parse(
      (await save(read, { ...formOf(read), version: String(read.version) })).json(),
    );
    const current = stale.details.meal;

    const res = await save(current, {
      ...formOf(current, { description: 'Now with sesame chutney' }),
      version: String(current.version),
    });

    expect(res.statusCode, res.body).toBe(200);
    const saved = adminMealResponseSchema.parse(res.json()).data;
    expect(saved).toMatchObject({ quantity: 40, description: 'Now with sesame chutney' });
    expect(saved.version).toBeGreaterThan(current.version);
    const again = await save(current, { ...formOf(current), version: String(current.version) });
    expect(again.statusCode).toBe(409);
  });

  it('applies a save without a version, as the published call is written', async () => {
    const read = await createMeal(45);
    await sell(read, 5);
    const res = await save(read, formOf(read, { quantity: '60' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(adminMealResponseSchema.parse(res.json()).data.quantity).toBe(60);
  });

  it('answers 400 for a version that is not a whole number', async () => {
    const read = await createMeal(5);
    const res = await save(read, { ...formOf(read), version: 'two' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RECORD_VERSION_MESSAGES.versionInvalid);
  });
});
