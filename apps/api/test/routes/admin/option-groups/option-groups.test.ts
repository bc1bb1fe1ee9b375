import { optionChoices } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  adminOptionGroupListSchema,
  adminOptionGroupSavedSchema,
  adminOptionGroupSchema,
  NUL_CHARACTER_MESSAGE,
  OPTION_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin, signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { auditActions } from '../promotions/promotions-support.ts';
import { caller, createGroup, extras, GROUPS, spiceLevel } from './option-groups-support.ts';

/* The back office's option groups (docs/product-rules.md#meal-options). */

let t: TestApp;
let admin: SignedIn;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  call = caller(t, () => admin);
});
afterAll(() => t.close());

const choiceIdsInDb = async (groupId: number) =>
  (
    await t.db
      .select({ id: optionChoices.id })
      .from(optionChoices)
      .where(eq(optionChoices.groupId, groupId))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('option groups', () => {
  it('creates "Spice level": exactly one of Mild, Medium, Hot', async () => {
    const group = await createGroup(call, spiceLevel());
    expect(group).toMatchObject({
      name: 'Spice level',
      min: 1,
      max: 1,
      required: true,
      version: 1,
      meals: [],
      choices: [
        { name: 'Mild', price: 0, default: true, available: true },
        { name: 'Medium', price: 0, default: false, available: true },
        { name: 'Hot', price: 0, default: false, available: true },
      ],
    });
    const read = await call('GET', `${GROUPS}/${group.id}`);
    expect(read.statusCode).toBe(200);
    expect(adminOptionGroupSchema.parse(read.json())).toEqual(group);
    expect(await auditActions(t, 'option_group', group.id)).toEqual(['option_group.created']);
  });

  it('creates "Extras" with prices in NRS, stored in paisa', async () => {
    const group = await createGroup(call, extras());
    expect(group).toMatchObject({ min: 0, max: 3, required: false });
    expect(group.choices.map(({ name, price }) => [name, price])).toEqual([
      ['Cheese', 60],
      ['Bacon', 120],
      ['Fried egg', 45.5],
    ]);
    const stored = await t.db
      .select({ pricePaisa: optionChoices.pricePaisa, position: optionChoices.position })
      .from(optionChoices)
      .where(eq(optionChoices.groupId, group.id))
      .orderBy(optionChoices.position);
    expect(stored).toEqual([
      { pricePaisa: 6000, position: 0 },
      { pricePaisa: 12000, position: 1 },
      { pricePaisa: 4550, position: 2 },
    ]);
  });

  it('lists the groups by name, each with its choices in order', async () => {
    await createGroup(call, spiceLevel('a sauce'));
    await createGroup(call, extras('Bread'));
    const res = await call('GET', GROUPS);
    expect(res.statusCode).toBe(200);
    const { data } = adminOptionGroupListSchema.parse(res.json());
    const names = data.map((group) => group.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names).toEqual(expect.arrayContaining(['a sauce', 'Bread']));
    expect(data.find((group) => group.name === 'Bread')?.choices.map((c) => c.name)).toEqual([
      'Cheese',
      'Bacon',
      'Fried egg',
    ]);
  });

  it('saves a change keeping the ids of the choices sent, adding and deleting the others', async () => {
    const group = await createGroup(call, extras('Toppings'));
    const [cheese, bacon, egg] = group.choices;
    if (!cheese || !bacon || !egg) throw new Error('the group lost a choice');
    const res = await call('PUT', `${GROUPS}/${group.id}`, {
      name: 'Toppings',
      min: 0,
      max: 2,
      choices: [
        { id: bacon.id, name: 'Smoked bacon', price: 150 },
        { name: 'Avocado', price: 90 },
        { id: cheese.id, name: 'Cheese', price: 60, available: false },
      ],
      version: group.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminOptionGroupSavedSchema.parse(res.json());
    expect(saved.message).toBe(OPTION_MESSAGES.updated);
    const now = saved.data;
    expect(now).toMatchObject({ max: 2, version: 2 });
    expect(
      now.choices.map(({ id, name, price, available }) => ({ id, name, price, available })),
    ).toEqual([
      { id: bacon.id, name: 'Smoked bacon', price: 150, available: true },
      { id: expect.any(Number), name: 'Avocado', price: 90, available: true },
      { id: cheese.id, name: 'Cheese', price: 60, available: false },
    ]);
    const avocado = now.choices[1]?.id ?? 0;
    expect([cheese.id, bacon.id, egg.id]).not.toContain(avocado);
    // The fried egg left out is deleted.
    expect(await choiceIdsInDb(group.id)).toEqual(
      [bacon.id, cheese.id, avocado].sort((a, b) => a - b),
    );

    // Saved again without a version: applied, and the version still moves on.
    const again = await call('PUT', `${GROUPS}/${group.id}`, { ...extras('Toppings') });
    expect(again.statusCode, again.body).toBe(200);
    expect(adminOptionGroupSavedSchema.parse(again.json()).data.version).toBe(3);
    expect(await auditActions(t, 'option_group', group.id)).toEqual([
      'option_group.created',
      'option_group.updated',
      'option_group.updated',
    ]);
  });

  it('refuses a stale form (409) with the group as it is now', async () => {
    const group = await createGroup(call, spiceLevel('Heat'));
    const first = await call('PUT', `${GROUPS}/${group.id}`, {
      ...spiceLevel('Heat'),
      required: false,
      version: group.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const now = adminOptionGroupSavedSchema.parse(first.json()).data;

    const stale = await call('PUT', `${GROUPS}/${group.id}`, {
      ...spiceLevel('Heat level'),
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'CONFLICT', message: OPTION_MESSAGES.stale });
    expect(stale.json().details.group).toEqual(now);
    expect(
      adminOptionGroupSchema.parse((await call('GET', `${GROUPS}/${group.id}`)).json()),
    ).toEqual(now);
  });

  it('refuses a name another group has, whatever its letter case (409)', async () => {
    const taken = await createGroup(call, spiceLevel('Sauce'));
    const other = await createGroup(call, extras('Sides'));

    const created = await call('POST', GROUPS, spiceLevel('sAUCE'));
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toBe(OPTION_MESSAGES.nameTaken('sAUCE'));

    const renamed = await call('PUT', `${GROUPS}/${other.id}`, extras('SAUCE'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(OPTION_MESSAGES.nameTaken('SAUCE'));
    expect(renamed.json().details.group).toEqual(other);

    // Its own name in another case is no clash.
    const recased = await call('PUT', `${GROUPS}/${taken.id}`, spiceLevel('SAUCE'));
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('refuses a choice id that is not one of the group’s, changing nothing (400)', async () => {
    const spice = await createGroup(call, spiceLevel('Chilli'));
    const sides = await createGroup(call, extras('Dips'));
    const foreign = spice.choices[0]?.id ?? 0;
    const payload = {
      ...extras('Dips'),
      choices: [{ id: foreign, name: 'Mild' }, { name: 'Ketchup' }, { name: 'Mayo' }],
    };
    for (const [method, url] of [
      ['PUT', `${GROUPS}/${sides.id}`],
      ['POST', GROUPS],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'POST' ? { ...payload, name: 'New' } : payload,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: OPTION_MESSAGES.choiceIdUnknown(foreign),
      });
    }
    expect(
      adminOptionGroupSchema.parse((await call('GET', `${GROUPS}/${sides.id}`)).json()),
    ).toEqual(sides);
    expect(
      adminOptionGroupSchema.parse((await call('GET', `${GROUPS}/${spice.id}`)).json()),
    ).toEqual(spice);
    expect(
      adminOptionGroupListSchema.parse((await call('GET', GROUPS)).json()).data.map((g) => g.name),
    ).not.toContain('New');
  });

  it('deletes a group with its choices, then answers 404 for it', async () => {
    const group = await createGroup(call, spiceLevel('Gone'));
    const res = await call('DELETE', `${GROUPS}/${group.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: OPTION_MESSAGES.deleted });
    expect(await choiceIdsInDb(group.id)).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', spiceLevel('Gone')],
      ['DELETE', undefined],
    ] as const) {
      const missing = await call(method, `${GROUPS}/${group.id}`, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(OPTION_MESSAGES.notFound);
    }
    expect(await auditActions(t, 'option_group', group.id)).toEqual([
      'option_group.created',
      'option_group.deleted',
    ]);
  });

  it('takes a maximum above the number of choices (more may be added later)', async () => {
    const group = await createGroup(call, {
      name: 'Two extras',
      max: 3,
      choices: [
        { name: 'Cheese', price: 60 },
        { name: 'Bacon', price: 120 },
      ],
    });
    expect(group).toMatchObject({ min: 0, max: 3, required: false });
  });

  const three = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
  it.each([
    [{ choices: three }, OPTION_MESSAGES.nameRequired],
    [{ name: '  ', choices: three }, OPTION_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(61), choices: three }, OPTION_MESSAGES.nameTooLong],
    [{ name: 'G\u0000', choices: three }, NUL_CHARACTER_MESSAGE],
    [{ name: 'G', min: 2, max: 1, choices: three }, OPTION_MESSAGES.minAboveMax],
    [{ name: 'G', min: 0, max: 0, choices: three }, OPTION_MESSAGES.maxInvalid],
    [{ name: 'G', min: -1, max: 1, choices: three }, OPTION_MESSAGES.minInvalid],
    [
      {
        name: 'G',
        max: 1,
        choices: [
          { name: 'A', default: true },
          { name: 'B', default: true },
        ],
      },
      OPTION_MESSAGES.tooManyDefaults,
    ],
    [
      { name: 'G', choices: [{ name: 'Hot' }, { name: ' hot ' }] },
      OPTION_MESSAGES.choiceNamesRepeat,
    ],
    [{ name: 'G', choices: [] }, OPTION_MESSAGES.choicesRequired],
    [{ name: 'G' }, OPTION_MESSAGES.choicesRequired],
    [{ name: 'G', choices: [{ name: '' }] }, OPTION_MESSAGES.choiceNameRequired],
    [{ name: 'G', choices: [{ name: 'A', price: -5 }] }, OPTION_MESSAGES.choicePriceInvalid],
    [{ name: 'G', choices: [{ name: 'A', price: 1.234 }] }, OPTION_MESSAGES.choicePriceInvalid],
    [{ name: 'G', choices: [{ id: 0, name: 'A' }] }, OPTION_MESSAGES.choiceIdInvalid],
    [
      {
        name: 'G',
        max: 2,
        choices: [
          { id: 7, name: 'A' },
          { id: 7, name: 'B' },
        ],
      },
      OPTION_MESSAGES.choiceIdRepeats,
    ],
    [
      { name: 'G', choices: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}` })) },
      OPTION_MESSAGES.tooManyChoices,
    ],
  ])('refuses %o with its message (400)', async (payload, message) => {
    const res = await call('POST', GROUPS, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });

  it('refuses an id that is not a whole number', async () => {
    const res = await call('GET', `${GROUPS}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Option group id must be a positive whole number');
  });

  it('refuses a caller without an admin session, and a customer (401)', async () => {
    const group = await createGroup(call, spiceLevel('Guarded'));
    const customer = await signInCustomer(t);
    for (const headers of [{}, customer.headers]) {
      for (const [method, url, payload] of [
        ['GET', GROUPS, undefined],
        ['GET', `${GROUPS}/${group.id}`, undefined],
        ['POST', GROUPS, spiceLevel('Sneaky')],
        ['PUT', `${GROUPS}/${group.id}`, spiceLevel('Sneaky')],
        ['DELETE', `${GROUPS}/${group.id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      }
    }
    expect(
      adminOptionGroupSchema.parse((await call('GET', `${GROUPS}/${group.id}`)).json()),
    ).toEqual(group);
  });
});
