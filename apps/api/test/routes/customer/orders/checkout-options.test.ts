import { emailOutbox, orderLines } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  checkoutConflictResponseSchema,
  mealSchema,
  orderNumber,
  orderResponseSchema,
  reorderResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOptionGroup, offerGroups, type TestGroup } from '../../../support/meal-options.ts';
import {
  addCoupon,
  addMeal,
  mealState,
  orderRequest,
  placeOrderCall,
  snapshot,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Meal options at checkout (docs/product-rules.md#meal-options): the server prices every choice
 * from the database and refuses choices the meal does not offer as sent.
 */

let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
let spice: TestGroup;
let extras: TestGroup;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 20 });
  spice = await addOptionGroup(t, {
    name: 'Spice level',
    min: 1,
    max: 1,
    required: true,
    choices: [{ name: 'Mild' }, { name: 'Medium' }, { name: 'Hot' }],
  });
  extras = await addOptionGroup(t, {
    name: 'Extras',
    max: 2,
    choices: [
      { name: 'Cheese', price: 60 },
      { name: 'Bacon', price: 120 },
      { name: 'Egg', price: 40, available: false },
    ],
  });
  await offerGroups(t, burger.id, [spice, extras]);
});
afterAll(() => t.close());

const place = (payload: unknown) => placeOrderCall(t, customer.headers, payload);

/** A request for one line of the burger with these choices, at `price` a unit. */
function withChoices(options: number[] | undefined, price: number, quantity = 1) {
  const request = orderRequest([{ meal: { ...burger, price }, quantity }]);
  const [item] = request.items;
  return { ...request, items: [{ ...item, options }] };
}

describe('a meal with options', () => {
  it('lists its groups and choices on the menu, in order, with prices in NRS', async () => {
    const res = await t.app.inject({ url: `/api/meals/${burger.id}` });
    const meal = mealSchema.parse(res.json().data ?? res.json());
    expect(meal.options).toEqual([
      {
        id: spice.id,
        name: spice.name,
        min: 1,
        max: 1,
        required: true,
        choices: [
          { id: spice.choices.Mild, name: 'Mild', price: 0, default: false, available: true },
          { id: spice.choices.Medium, name: 'Medium', price: 0, default: false, available: true },
          { id: spice.choices.Hot, name: 'Hot', price: 0, default: false, available: true },
        ],
      },
      expect.objectContaining({ id: extras.id, min: 0, max: 2, required: false }),
    ]);
  });

  it('is ordered Hot with Cheese at the meal’s price plus NRS 60, the choices on the line', async () => {
    const before = await mealState(t, burger.id);
    const res = await place(
      withChoices([extras.choices.Cheese ?? 0, spice.choices.Hot ?? 0], 510, 2),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order.subtotalAmount).toBe(1020);
    expect(order.items).toEqual([
      expect.objectContaining({
        mealId: burger.id,
        quantity: 2,
        price: 510,
        options: [
          { id: spice.choices.Hot, group: spice.name, name: 'Hot', price: 0 },
          { id: extras.choices.Cheese, group: extras.name, name: 'Cheese', price: 60 },
        ],
      }),
    ]);
    expect((await mealState(t, burger.id)).stock).toBe(before.stock - 2);
    const [mail] = await t.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Your Burger House order ${orderNumber(order.id)}`));
    expect(mail?.text).toContain(
      `2 × ${burger.name} at NRS 510.00\n      Hot, Cheese (+NRS 60.00)`,
    );
    const read = await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers });
    expect(orderResponseSchema.parse(read.json()).order.items[0]?.options).toHaveLength(2);

    // Ordering it again keeps the choices, at today's prices.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers: customer.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(reorderResponseSchema.parse(again.json()).items).toEqual([
      expect.objectContaining({
        id: burger.id,
        price: 510,
        quantity: 2,
        options: [spice.choices.Hot, extras.choices.Cheese],
        choices: [
          { id: spice.choices.Hot, group: spice.name, name: 'Hot', price: 0 },
          { id: extras.choices.Cheese, group: extras.name, name: 'Cheese', price: 60 },
        ],
      }),
    ]);
  });

  it('takes the same meal with other choices as another line, its stock counted over both', async () => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    const [item] = request.items;
    const hot = { ...item, options: [spice.choices.Hot ?? 0], price: 450 } as typeof item;
    const mildBacon = {
      ...item,
      options: [spice.choices.Mild ?? 0, extras.choices.Bacon ?? 0],
      price: 570,
    } as typeof item;
    const res = await place({ ...request, items: [hot, mildBacon], total_amount: 1020 });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderResponseSchema.parse(res.json()).order.items.map((line) => line.price)).toEqual([
      450, 570,
    ]);

    const same = await place({ ...request, items: [hot, { ...hot }], total_amount: 900 });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(
      'Each meal may appear only once in an order: change its quantity instead',
    );

    const scarce = await addMeal(t, { price: 300, stock: 3 });
    await offerGroups(t, scarce.id, [spice]);
    const two = (choice: number) => ({
      id: scarce.id,
      quantity: 2,
      price: 300,
      options: [choice],
    });
    const short = await place({
      ...orderRequest([{ meal: scarce, quantity: 4 }]),
      items: [two(spice.choices.Mild ?? 0), two(spice.choices.Hot ?? 0)],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(`Only 3 left of ${scarce.name}`);
  });

  it('applies a percentage coupon to the line with its options', async () => {
    const coupon = await addCoupon(t, { percentOff: 10 });
    const request = withChoices([spice.choices.Medium ?? 0, extras.choices.Bacon ?? 0], 570);
    const res = await place({
      ...request,
      coupon_code: coupon.code,
      total_amount: 513,
      discount_amount: 57,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderResponseSchema.parse(res.json()).order).toMatchObject({
      subtotalAmount: 570,
      discountAmount: 57,
      totalAmount: 513,
    });
  });

  it.each([
    [
      'a required group left empty',
      () => [extras.choices.Cheese],
      510,
      'Choose {spice} for {meal}',
    ],
    [
      'more choices than the group allows',
      () => [spice.choices.Hot, extras.choices.Cheese, extras.choices.Bacon, extras.choices.Egg],
      670,
      'Choose at most 2 of {extras} for {meal}',
    ],
    [
      'a choice listed twice',
      () => [spice.choices.Hot, spice.choices.Hot],
      450,
      'A choice of {meal} is listed twice',
    ],
    ['no choices at all, with a required group', () => undefined, 450, 'Choose {spice} for {meal}'],
  ])('refuses %s (400) and writes nothing', async (_, choices, price, message) => {
    const before = await snapshot(t, [burger.id]);
    const res = await place(withChoices(choices() as number[] | undefined, price));
    expect(res.statusCode).toBe(400);
    const expected = message
      .replace('{spice}', spice.name)
      .replace('{extras}', extras.name)
      .replace('{meal}', burger.name);
    expect(res.json().message).toBe(expected);
    expect(await snapshot(t, [burger.id])).toEqual(before);
  });

  it('refuses a choice of another meal (400) with the meal’s groups as they are now', async () => {
    const other = await addMeal(t, { price: 200, stock: 5 });
    const size = await addOptionGroup(t, { name: 'Size', choices: [{ name: 'Large', price: 90 }] });
    await offerGroups(t, other.id, [size]);
    const res = await place(withChoices([spice.choices.Hot ?? 0, size.choices.Large ?? 0], 540));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Choice ${size.choices.Large} is not an option of ${burger.name}`,
    );
    const details = checkoutConflictResponseSchema.shape.details.parse(res.json().details);
    expect(details.problems[0]).toMatchObject({ kind: 'options', mealId: burger.id });
    expect(details.items[0]?.options.map((group) => group.id)).toEqual([spice.id, extras.id]);
  });

  it('refuses a choice that is not available today (409), and a price shown without the options', async () => {
    const egg = await place(withChoices([spice.choices.Hot ?? 0, extras.choices.Egg ?? 0], 490));
    expect(egg.statusCode).toBe(409);
    expect(egg.json().message).toBe(`Egg is not available today for ${burger.name}`);
    expect(egg.json().details.problems[0].kind).toBe('option_unavailable');

    const stale = await place(
      withChoices([spice.choices.Hot ?? 0, extras.choices.Cheese ?? 0], 450),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.problems[0].kind).toBe('price_changed');
  });
});

describe('the spec’s order request, without options', () => {
  it('orders a meal whose groups are all optional with their defaults, priced in', async () => {
    const wrap = await addMeal(t, { price: 350, stock: 10 });
    const sauce = await addOptionGroup(t, {
      name: 'Sauce',
      max: 2,
      choices: [{ name: 'Garlic', price: 20, default: true }, { name: 'Chilli' }],
    });
    await offerGroups(t, wrap.id, [sauce]);
    const res = await place(orderRequest([{ meal: { ...wrap, price: 370 }, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order.items[0]).toMatchObject({
      price: 370,
      options: [{ id: sauce.choices.Garlic, group: sauce.name, name: 'Garlic', price: 20 }],
    });
    const [line] = await t.db
      .select({ choices: orderLines.choices })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(line?.choices).toEqual([
      { id: sauce.choices.Garlic, group: sauce.name, name: 'Garlic', pricePaisa: 2000 },
    ]);
  });

  it('orders a meal without options exactly as before', async () => {
    const plain = await addMeal(t, { price: 120, stock: 10 });
    const res = await place(orderRequest([{ meal: plain, quantity: 3 }]));
    expect(res.statusCode).toBe(201);
    expect(orderResponseSchema.parse(res.json()).order.items[0]).toMatchObject({
      price: 120,
      options: [],
    });
  });
});
