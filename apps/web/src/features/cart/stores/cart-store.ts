import { lineChoiceSchema, mealSchema, toNrs, toPaisa } from '@shop/shared';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createValidatedStorage } from '@/lib/storage.ts';
import { type CartLine, type CartMeal, cartLineKey, cartLineOf } from '../cart-line.ts';

export const CART_STORAGE_KEY = 'cart';

/** A line of the cart: a meal with its choices (docs/product-rules.md#meal-options). */
export type CartItem = Required<CartLine> & {
  quantity: number;
  /**
   * The unit price the customer saw before the menu changed it, until they have been told; the
   * item's `price` is always the latest known price.
   */
  priceWas?: number;
};

const cartItemSchema = mealSchema
  .pick({ id: true, name: true, price: true, image: true, categoryName: true })
  .extend({
    // A cart saved before meals had options has none.
    choices: z.array(lineChoiceSchema).default([]),
    quantity: z.number().int().min(1),
    priceWas: z.number().optional(),
  });

const savedCartSchema = z.object({
  items: z
    .array(cartItemSchema)
    .refine((items) => new Set(items.map(cartLineKey)).size === items.length),
});

type SavedCart = { items: CartItem[] };

interface CartState extends SavedCart {
  /**
   * A line already in the cart (the same meal with the same choices) gains `quantity` (default
   * 1) and takes the line's current details; a new line enters with `quantity`.
   */
  add: (line: CartLine, quantity?: number) => void;
  /** Clamped to at least 0; at 0 the line leaves the cart. `key`: see cartLineKey. */
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  /**
   * Takes the current name, picture, category and prices (the meal's and its choices') of the
   * meals the menu answered for.
   */
  syncWithMenu: (meals: readonly CartMeal[]) => void;
  /** The customer has seen the changed prices: stop pointing them out. */
  acknowledgePriceChanges: () => void;
}

const sameChoices = (a: CartItem, b: Required<CartLine>) =>
  a.choices.length === b.choices.length &&
  a.choices.every((choice, index) => {
    const other = b.choices[index];
    return other?.name === choice.name && toPaisa(other.price) === toPaisa(choice.price);
  });

/** The item as `line` describes it now; the same object when nothing changed. */
function refreshItem(item: CartItem, line: Required<CartLine>): CartItem {
  const priceChanged = toPaisa(item.price) !== toPaisa(line.price);
  const detailsChanged =
    item.name !== line.name ||
    item.image !== line.image ||
    item.categoryName !== line.categoryName ||
    !sameChoices(item, line);
  if (!priceChanged && !detailsChanged) return item;

  const { priceWas: _previous, ...rest } = item;
  const seenPrice = item.priceWas ?? item.price;
  const refreshed: CartItem = { ...rest, ...line };
  // Back at the price the customer saw: there is nothing left to tell them.
  return toPaisa(seenPrice) === toPaisa(line.price)
    ? refreshed
    : { ...refreshed, priceWas: seenPrice };
}

function isWholeQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (line, quantity = 1) => {
        if (!isWholeQuantity(quantity)) return;
        const key = cartLineKey(line);
        // Only the line's own fields: a whole meal may be passed.
        const { id, name, price, image, categoryName, choices = [] } = line;
        const entry: Required<CartLine> = { id, name, price, image, categoryName, choices };
        set(({ items }) =>
          items.some((item) => cartLineKey(item) === key)
            ? {
                items: items.map((item) =>
                  cartLineKey(item) === key
                    ? { ...refreshItem(item, entry), quantity: item.quantity + quantity }
                    : item,
                ),
              }
            : { items: [...items, { ...entry, quantity }] },
        );
      },
      setQuantity: (key, quantity) => {
        if (Number.isNaN(quantity)) return;
        const next = Math.max(0, Math.floor(quantity));
        set(({ items }) => ({
          items:
            next === 0
              ? items.filter((item) => cartLineKey(item) !== key)
              : items.map((item) =>
                  cartLineKey(item) === key ? { ...item, quantity: next } : item,
                ),
        }));
      },
      remove: (key) =>
        set(({ items }) => ({ items: items.filter((item) => cartLineKey(item) !== key) })),
      clear: () => set({ items: [] }),
      syncWithMenu: (meals) =>
        set((state) => {
          const byId = new Map(meals.map((meal) => [meal.id, meal]));
          const items = state.items.map((item) => {
            const meal = byId.get(item.id);
            return meal ? refreshItem(item, cartLineOf(meal, item.choices)) : item;
          });
          // Unchanged: keep the same state, so nothing re-renders or is saved again.
          return items.every((item, index) => item === state.items[index]) ? state : { items };
        }),
      acknowledgePriceChanges: () =>
        set((state) =>
          state.items.some((item) => item.priceWas !== undefined)
            ? { items: state.items.map(({ priceWas: _seen, ...item }) => item) }
            : state,
        ),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createValidatedStorage<SavedCart>(savedCartSchema),
      partialize: ({ items }) => ({ items }),
    },
  ),
);

/** Number of units in the cart (the badge). */
export const selectCartCount = (state: SavedCart): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

/** Subtotal in integer paisa: money is never summed as floats. */
export const selectCartTotalPaisa = (state: SavedCart): number =>
  state.items.reduce((total, item) => total + toPaisa(item.price) * item.quantity, 0);

/** Subtotal in NRS, as the API and formatNrs speak it. */
export const selectCartTotal = (state: SavedCart): number => toNrs(selectCartTotalPaisa(state));

/** How many units of one meal the cart holds, on all its lines (stock is the meal's). */
export const selectQuantityInCart =
  (id: number) =>
  (state: SavedCart): number =>
    state.items.reduce((units, item) => (item.id === id ? units + item.quantity : units), 0);

/** Whether any price changed since the customer last saw it. */
export const selectHasPriceChanges = (state: SavedCart): boolean =>
  state.items.some((item) => item.priceWas !== undefined);
