import { type Meal, mealSchema } from '@shop/shared';
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createValidatedStorage } from '@/lib/storage.ts';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export type WishlistItem = Pick<
  Meal,
  'id' | 'name' | 'price' | 'oldPrice' | 'image' | 'categoryName' | 'rating'
>;

const wishlistItemSchema = mealSchema.pick({
  id: true,
  name: true,
  price: true,
  oldPrice: true,
  image: true,
  categoryName: true,
  rating: true,
});

const savedWishlistSchema = z.object({
  items: z
    .array(wishlistItemSchema)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length),
});

type SavedWishlist = { items: WishlistItem[] };

interface WishlistState extends SavedWishlist {
  /** Adding a meal that is already on the wishlist changes nothing. */
  add: (meal: WishlistItem) => void;
  remove: (id: number) => void;
  /** Adds the meal, or removes it when it is already there; returns whether it is now saved. */
  toggle: (meal: WishlistItem) => boolean;
  clear: () => void;
}

function pickWishlistFields(meal: WishlistItem): WishlistItem {
  return {
    id: meal.id,
    name: meal.name,
    price: meal.price,
    oldPrice: meal.oldPrice,
    image: meal.image,
    categoryName: meal.categoryName,
    rating: meal.rating,
  };
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (meal) =>
        set((state) =>
          state.items.some((item) => item.id === meal.id)
            ? state
            : { items: [...state.items, pickWishlistFields(meal)] },
        ),
      remove: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
      toggle: (meal) => {
        const saved = get().items.some((item) => item.id === meal.id);
        if (saved) get().remove(meal.id);
        else get().add(meal);
        return !saved;
      },
      clear: () => set({ items: [] }),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createValidatedStorage<SavedWishlist>(savedWishlistSchema),
      partialize: ({ items }) => ({ items }),
    },
  ),
);

export const selectWishlistCount = (state: SavedWishlist): number => state.items.length;

export const selectIsWishlisted =
  (id: number) =>
  (state: SavedWishlist): boolean =>
    state.items.some((item) => item.id === id);
