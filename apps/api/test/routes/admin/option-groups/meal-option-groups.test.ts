import { categories, meals } from '@shop/db';
import { and, asc, eq } from '@shop/db/orm';
import { adminOptionGroupSchema, mealOptionGroupsSavedSchema, OPTION_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin, signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { auditActions } from '../promotions/promotions-support.ts';
import { caller, createGroup, extras, GROUPS, spiceLevel } from './option-groups-support.ts';

/* PUT /api/admin/meals/:id/option-groups: the groups a meal offers, in order (docs/product-rules.md#meal-options). */

let t: TestApp;
let admin: SignedIn;
let call: ReturnType<typeof caller>;
let mealId: number;
let mealName: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  call = caller(t, () => admin);
  const [meal] = await t.db
    .select({ id: meals.id, name: meals.name })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(and(eq(meals.isActive, true), eq(categories.isActive, true)))
    .orderBy(asc(meals.id))
    .limit(1);
  if (!meal) throw new Error('no meal on the seeded menu');
  ({ id: mealId, name: mealName } = meal);
});
afterAll(() => t.close());

const mealGroupsUrl = (id: number) => `/api/admin/meals/${id}/option-groups`;

async function setGroups(id: number, groupIds: unknown[]) {
  const res = await call('PUT', mealGroupsUrl(id), { groupIds });
  expect(res.statusCode, res.body).toBe(200);
  return mealOptionGroupsSavedSchema.parse(res.json());
}

/** The meal as the shop shows it: from the menu's cache once read. */
const shopMeal = async () => (await t.app.inject(`/api/meals/${mealId}`)).json().data;

describe('a meal’s option groups', () => {
  it('links groups to a meal in the order given, and the shop shows them at once', async () => {
    const spice = await createGroup(call, spiceLevel());
    const extra = await createGroup(call, extras());
    expect((await shopMeal()).options).toEqual([]);

    const saved = await setGroups(mealId, [extra.id, spice.id]);
    expect(saved.message).toBe(OPTION_MESSAGES.mealGroupsSaved);
    const strip = ({ version: _v, meals: _m, ...group }: typeof spice) => group;
    expect(saved.data).toEqual([strip(extra), strip(spice)]);
    expect((await shopMeal()).options).toEqual(saved.data);

    for (const [position, group] of [extra, spice].entries()) {
      const read = adminOptionGroupSchema.parse(
        (await call('GET', `${GROUPS}/${group.id}`)).json(),
      );
      // Where this meal shows the group, so the back office's picker starts in that order.
      expect(read.meals).toEqual([{ id: mealId, name: mealName, position }]);
      // Linking changes the meal, not the group.
      expect(read.version).toBe(group.version);
    }

    const reordered = await setGroups(mealId, [spice.id, extra.id]);
    expect(reordered.data.map((group) => group.id)).toEqual([spice.id, extra.id]);
    expect((await shopMeal()).options.map((group: { id: number }) => group.id)).toEqual([
      spice.id,
      extra.id,
    ]);
  });

  it('shows a change of a linked group on the shop at once, and its deletion', async () => {
    const group = await createGroup(call, spiceLevel('Sauce'));
    await setGroups(mealId, [group.id]);
    expect((await shopMeal()).options.map((g: { name: string }) => g.name)).toEqual(['Sauce']);

    const renamed = await call('PUT', `${GROUPS}/${group.id}`, spiceLevel('House sauce'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await shopMeal()).options.map((g: { name: string }) => g.name)).toEqual([
      'House sauce',
    ]);

    expect((await call('DELETE', `${GROUPS}/${group.id}`)).statusCode).toBe(200);
    expect((await shopMeal()).options).toEqual([]);
  });

  it('takes every group off with an empty list', async () => {
    const group = await createGroup(call, extras('Sides'));
    await setGroups(mealId, [group.id]);
    const saved = await setGroups(mealId, []);
    expect(saved.data).toEqual([]);
    const read = adminOptionGroupSchema.parse((await call('GET', `${GROUPS}/${group.id}`)).json());
    expect(read.meals).toEqual([]);
    expect(await auditActions(t, 'meal', mealId)).toEqual(
      expect.arrayContaining(['meal.option_groups_set']),
    );
  });

  it('answers 404 for a meal there is not, 400 for a group there is not', async () => {
    const group = await createGroup(call, spiceLevel('Dip'));
    const noMeal = await call('PUT', mealGroupsUrl(999_999), { groupIds: [group.id] });
    expect(noMeal.statusCode).toBe(404);
    expect(noMeal.json()).toEqual({ error: 'NOT_FOUND', message: OPTION_MESSAGES.mealNotFound });

    await setGroups(mealId, [group.id]);
    const noGroup = await call('PUT', mealGroupsUrl(mealId), { groupIds: [group.id, 999_999] });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: OPTION_MESSAGES.groupUnknown(999_999),
    });
    // Nothing changed.
    expect((await shopMeal()).options.map((g: { id: number }) => g.id)).toEqual([group.id]);
  });

  it.each([
    [{ groupIds: [3, 3] }, OPTION_MESSAGES.groupsRepeat],
    [{ groupIds: [0] }, OPTION_MESSAGES.groupIdInvalid],
    [{ groupIds: ['one'] }, OPTION_MESSAGES.groupIdInvalid],
    [{ groupIds: Array.from({ length: 11 }, (_, i) => i + 1) }, OPTION_MESSAGES.tooManyGroups],
  ])('refuses %o with its message (400)', async (payload, message) => {
    const res = await call('PUT', mealGroupsUrl(mealId), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses a caller without an admin session, and a customer (401)', async () => {
    const customer = await signInCustomer(t);
    for (const headers of [{}, customer.headers]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: mealGroupsUrl(mealId),
        headers,
        payload: { groupIds: [] },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });
});
