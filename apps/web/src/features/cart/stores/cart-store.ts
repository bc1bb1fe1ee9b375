import { type Meal, mealSchema, toNrs, toPaisa } from '@shop/shared';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createValidatedStorage } from '@/lib/storage.ts';

export const CART_STORAGE_KEY = 'cart';

/** The meal fields the cart keeps; the server prices every order: docs/product-rules.md#pricing */
export type CartMeal = Pick<Meal, 'id' | 'name' | 'price' | 'image' | 'categoryName'>;
export type CartItem = CartMeal & {
  quantity: number;
  /**
   * The price the customer saw before the menu changed it, until they have been told; the
   * item's `price` is always the menu's latest known price.
   */
  priceWas?: number;
};

const cartItemSchema = mealSchema
  .pick({ id: true, name: true, price: true, image: true, categoryName: true })
  .extend({ quantity: z.number().int().min(1), priceWas: z.number().optional() });

const savedCartSchema = z.object({
  items: z
    .array(cartItemSchema)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length),
});

type SavedCart = { items: CartItem[] };

interface CartState extends SavedCart {
  /**
   * A meal already in the cart gains `quantity` (default 1) and takes the meal's current
   * details; a new meal enters with `quantity`.
   */
  add: (meal: CartMeal, quantity?: number) => void;
  /** Clamped to at least 0; at 0 the item leaves the cart. */
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
  /** Takes the current name, picture, category and price of the meals the menu answered for. */
  syncWithMenu: (meals: readonly CartMeal[]) => void;
  /** The customer has seen the changed prices: stop pointing them out. */
  acknowledgePriceChanges: () => void;
}

function pickCartFields(meal: CartMeal): CartMeal {
  return {
    id: meal.id,
    name: meal.name,
    price: meal.price,
    image: meal.image,
    categoryName: meal.categoryName,
  };
}

/** The item with the meal's current details; the same object when nothing changed. */
function refreshItem(item: CartItem, meal: CartMeal): CartItem {
  const priceChanged = toPaisa(item.price) !== toPaisa(meal.price);
  const detailsChanged =
    item.name !== meal.name || item.image !== meal.image || item.categoryName !== meal.categoryName;
  if (!priceChanged && !detailsChanged) return item;

  const { priceWas: _previous, ...rest } = item;
  const seenPrice = item.priceWas ?? item.price;
  const refreshed: CartItem = { ...rest, ...pickCartFields(meal) };
  // Back at the price the customer saw: there is nothing left to tell them.
  return toPaisa(seenPrice) === toPaisa(meal.price)
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
      add: (meal, quantity = 1) => {
        if (!isWholeQuantity(quantity)) return;
        set(({ items }) =>
          items.some((item) => item.id === meal.id)
            ? {
                items: items.map((item) =>
                  item.id === meal.id
                    ? { ...refreshItem(item, meal), quantity: item.quantity + quantity }
                    : item,
                ),
              }
            : { items: [...items, { ...pickCartFields(meal), quantity }] },
        );
      },
      setQuantity: (id, quantity) => {
        if (Number.isNaN(quantity)) return;
        const next = Math.max(0, Math.floor(quantity));
        set(({ items }) => ({
          items:
            next === 0
              ? items.filter((item) => item.id !== id)
              : items.map((item) => (item.id === id ? { ...item, quantity: next } : item)),
        }));
      },
      remove: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
      clear: () => set({ items: [] }),
      syncWithMenu: (meals) =>
        set((state) => {
          const byId = new Map(meals.map((meal) => [meal.id, meal]));
          const items = state.items.map((item) => {
            const meal = byId.get(item.id);
            return meal ? refreshItem(item, meal) : item;
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

/** How many units of one meal the cart holds. */
export const selectQuantityInCart =
  (id: number) =>
  (state: SavedCart): number =>
    state.items.find((item) => item.id === id)?.quantity ?? 0;

/** Whether any price changed since the customer last saw it. */
export const selectHasPriceChanges = (state: SavedCart): boolean =>
  state.items.some((item) => item.priceWas !== undefined);
