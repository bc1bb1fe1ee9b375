import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartMeal, cartLineKey, cartLineOf } from '../cart-line.ts';
import {
  CART_STORAGE_KEY,
  selectCartCount,
  selectCartTotal,
  selectCartTotalPaisa,
  selectHasPriceChanges,
  selectQuantityInCart,
  useCartStore,
} from './cart-store.ts';

const burger: CartMeal = {
  id: 1,
  name: 'Classic Smash Burger',
  price: 450.5,
  image: '/uploads/meals/smash.webp',
  categoryName: 'Burgers',
};
const wings: CartMeal = {
  id: 2,
  name: 'Hot Wings',
  price: 1.15,
  image: null,
  categoryName: 'Fried Chicken',
};

const cart = () => useCartStore.getState();
const saved = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

describe('cart store', () => {
  it('adds a new meal with quantity 1 and raises the quantity on a repeat add', () => {
    cart().add(burger);
    expect(cart().items).toEqual([{ ...burger, choices: [], quantity: 1 }]);

    cart().add(burger);
    cart().add(wings);
    expect(cart().items).toEqual([
      { ...burger, choices: [], quantity: 2 },
      { ...wings, choices: [], quantity: 1 },
    ]);
  });

  it('keeps only the cart fields of a full meal', () => {
    cart().add({ ...burger, description: 'Two patties', rating: 4.5 } as CartMeal);
    expect(Object.keys(cart().items[0] ?? {}).sort()).toEqual(
      ['categoryName', 'choices', 'id', 'image', 'name', 'price', 'quantity'].sort(),
    );
  });

  it('adds a chosen quantity at once, and ignores a quantity that is not a whole number', () => {
    cart().add(burger, 3);
    cart().add(burger, 2);
    expect(selectQuantityInCart(burger.id)(cart())).toBe(5);

    cart().add(wings, 0);
    cart().add(wings, 1.5);
    cart().add(wings, Number.NaN);
    expect(selectQuantityInCart(wings.id)(cart())).toBe(0);
    expect(selectCartCount(cart())).toBe(5);
  });

  it('takes the current details when a meal in the cart is added again', () => {
    cart().add(burger);
    cart().add({ ...burger, name: 'Smash Burger', price: 480 });
    expect(cart().items).toEqual([
      {
        ...burger,
        choices: [],
        name: 'Smash Burger',
        price: 480,
        priceWas: burger.price,
        quantity: 2,
      },
    ]);
  });

  it('sets a quantity, clamps below zero and removes the item at 0 or below', () => {
    cart().add(burger);
    cart().add(wings);

    cart().setQuantity(cartLineKey(burger), 5);
    expect(cart().items[0]?.quantity).toBe(5);

    cart().setQuantity(cartLineKey(burger), 0);
    expect(cart().items.map((item) => item.id)).toEqual([wings.id]);

    cart().setQuantity(cartLineKey(wings), -3);
    expect(cart().items).toEqual([]);
  });

  it('ignores a quantity that is not a number and an id that is not in the cart', () => {
    cart().add(burger);
    cart().setQuantity(cartLineKey(burger), Number.NaN);
    cart().setQuantity('99', 4);
    expect(cart().items).toEqual([{ ...burger, choices: [], quantity: 1 }]);
  });

  it('removes one item and clears the cart', () => {
    cart().add(burger);
    cart().add(wings);
    cart().remove(cartLineKey(burger));
    expect(cart().items.map((item) => item.id)).toEqual([wings.id]);

    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('counts units and totals in paisa without float drift', () => {
    cart().add(wings);
    cart().add(wings);
    cart().add(wings);
    // As floats, 1.15 * 100 is 114.99999999999999 and 1.15 * 3 is 3.4499999999999997.
    expect(selectCartTotalPaisa(cart())).toBe(345);
    expect(selectCartTotal(cart())).toBe(3.45);

    cart().add(burger);
    expect(selectCartCount(cart())).toBe(4);
    expect(selectCartTotalPaisa(cart())).toBe(345 + 45_050);
    expect(selectCartTotal(cart())).toBe(453.95);
  });

  it('refreshes prices from the menu and remembers the price the customer saw', () => {
    cart().add(burger, 2);
    cart().add(wings);

    cart().syncWithMenu([{ ...burger, price: 499 }]);
    expect(cart().items[0]).toEqual({
      ...burger,
      choices: [],
      price: 499,
      priceWas: 450.5,
      quantity: 2,
    });
    expect(cart().items[1]).toEqual({ ...wings, choices: [], quantity: 1 });
    expect(selectHasPriceChanges(cart())).toBe(true);
    expect(selectCartTotalPaisa(cart())).toBe(2 * 49_900 + 115);

    // A second change still compares with what the customer saw, not with the last refresh.
    cart().syncWithMenu([{ ...burger, price: 520 }]);
    expect(cart().items[0]?.priceWas).toBe(450.5);

    cart().acknowledgePriceChanges();
    expect(cart().items[0]).toEqual({ ...burger, choices: [], price: 520, quantity: 2 });
    expect(selectHasPriceChanges(cart())).toBe(false);
  });

  it('forgets a price change that went back to the price the customer saw', () => {
    cart().add(burger);
    cart().syncWithMenu([{ ...burger, price: 499 }]);
    cart().syncWithMenu([{ ...burger }]);
    expect(cart().items).toEqual([{ ...burger, choices: [], quantity: 1 }]);
  });

  it('takes a new name or picture quietly and changes nothing when the menu agrees', () => {
    cart().add(burger);
    cart().syncWithMenu([{ ...burger, name: 'Smash Burger', image: null }]);
    expect(cart().items).toEqual([
      { ...burger, choices: [], name: 'Smash Burger', image: null, quantity: 1 },
    ]);

    const before = cart();
    const listener = vi.fn();
    const unsubscribe = useCartStore.subscribe(listener);
    cart().syncWithMenu([{ ...burger, name: 'Smash Burger', image: null }, wings]);
    cart().acknowledgePriceChanges();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(cart()).toBe(before);
  });

  it('saves the items to localStorage under "cart" on every change', () => {
    cart().add(burger);
    expect(saved().state.items).toEqual([{ ...burger, choices: [], quantity: 1 }]);

    cart().setQuantity(cartLineKey(burger), 3);
    expect(saved().state.items[0].quantity).toBe(3);

    cart().clear();
    expect(saved().state.items).toEqual([]);
  });

  it('restores a valid saved cart at start, one saved before meals had options too', async () => {
    const items = [{ ...burger, quantity: 2 }];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items }, version: 0 }));

    const store = await freshCartStore();

    expect(store.getState().items).toEqual([{ ...burger, choices: [], quantity: 2 }]);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('restores a price change the customer has not seen yet', async () => {
    const items = [{ ...burger, choices: [], price: 499, priceWas: 450.5, quantity: 1 }];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items }, version: 0 }));

    const store = await freshCartStore();

    expect(store.getState().items).toEqual(items);
  });

  it.each([
    ['text that is not JSON', '{"state": {"items": [oops'],
    ['JSON of the wrong shape', JSON.stringify({ items: [burger] })],
    ['an item without a price', JSON.stringify({ state: { items: [{ id: 1, quantity: 1 }] } })],
    ['a zero quantity', JSON.stringify({ state: { items: [{ ...burger, quantity: 0 }] } })],
    [
      'the same meal twice',
      JSON.stringify({
        state: {
          items: [
            { ...burger, quantity: 1 },
            { ...burger, quantity: 2 },
          ],
        },
      }),
    ],
  ])('discards %s and starts with an empty cart', async (_case, raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw);

    const store = await freshCartStore();

    expect(store.getState().items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    store.getState().add(burger);
    expect(saved().state.items).toEqual([{ ...burger, choices: [], quantity: 1 }]);
  });
});

/** Loads the store module anew, as a page load does, so it hydrates from localStorage. */
async function freshCartStore() {
  vi.resetModules();
  const module = await import('./cart-store.ts');
  return module.useCartStore;
}

describe('cart lines with meal options', () => {
  const spice = {
    id: 1,
    name: 'Spice level',
    min: 1,
    max: 1,
    required: true,
    choices: [
      { id: 11, name: 'Mild', price: 0, default: true, available: true },
      { id: 12, name: 'Hot', price: 0, default: false, available: true },
    ],
  };
  const extras = {
    id: 2,
    name: 'Extras',
    min: 0,
    max: 3,
    required: false,
    choices: [{ id: 21, name: 'Cheese', price: 60, default: false, available: true }],
  };
  const zinger: CartMeal = { ...burger, id: 7, price: 500, options: [spice, extras] };
  const hot = { id: 12, group: 'Spice level', name: 'Hot', price: 0 };
  const cheese = { id: 21, group: 'Extras', name: 'Cheese', price: 60 };

  it('prices a line with its choices and keeps the same meal with other choices apart', () => {
    cart().add(cartLineOf(zinger, [hot, cheese]));
    cart().add(cartLineOf(zinger, [{ ...hot, id: 11, name: 'Mild' }]), 2);
    cart().add(cartLineOf(zinger, [cheese, hot]));
    expect(cart().items.map(({ price, quantity }) => ({ price, quantity }))).toEqual([
      { price: 560, quantity: 2 },
      { price: 500, quantity: 2 },
    ]);
    expect(selectQuantityInCart(zinger.id)(cart())).toBe(4);
    expect(selectCartTotalPaisa(cart())).toBe(2 * 56_000 + 2 * 50_000);

    cart().remove(cartLineKey({ id: 7, choices: [cheese, hot] }));
    expect(cart().items.map((item) => item.choices.map(({ name }) => name))).toEqual([['Mild']]);
  });

  it('takes a choice’s new price from the menu and points the line’s change out', () => {
    cart().add(cartLineOf(zinger, [hot, cheese]));
    const dearer = { ...extras, choices: [{ ...extras.choices[0], price: 80 } as never] };
    cart().syncWithMenu([{ ...zinger, options: [spice, dearer] }]);
    expect(cart().items[0]).toMatchObject({
      price: 580,
      priceWas: 560,
      choices: [hot, { ...cheese, price: 80 }],
    });
  });
});
