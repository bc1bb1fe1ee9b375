import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectIsWishlisted,
  selectWishlistCount,
  useWishlistStore,
  WISHLIST_STORAGE_KEY,
  type WishlistItem,
} from './wishlist-store.ts';

const burger: WishlistItem = {
  id: 1,
  name: 'Classic Smash Burger',
  price: 450,
  oldPrice: 520,
  image: '/uploads/meals/smash.webp',
  categoryName: 'Burgers',
  rating: 4.6,
};
const wings: WishlistItem = { ...burger, id: 2, name: 'Hot Wings', oldPrice: null, image: null };

const wishlist = () => useWishlistStore.getState();
const saved = () => JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  useWishlistStore.setState({ items: [] });
});

describe('wishlist store', () => {
  it('adds meals once: a duplicate add is ignored', () => {
    wishlist().add(burger);
    wishlist().add(wings);
    wishlist().add(burger);

    expect(wishlist().items).toEqual([burger, wings]);
    expect(selectWishlistCount(wishlist())).toBe(2);
  });

  it('removes a meal', () => {
    wishlist().add(burger);
    wishlist().add(wings);
    wishlist().remove(burger.id);

    expect(wishlist().items).toEqual([wings]);
    expect(selectIsWishlisted(burger.id)(wishlist())).toBe(false);
    expect(selectIsWishlisted(wings.id)(wishlist())).toBe(true);
  });

  it('toggles a meal on and off and reports the new state', () => {
    expect(wishlist().toggle(burger)).toBe(true);
    expect(selectIsWishlisted(burger.id)(wishlist())).toBe(true);

    expect(wishlist().toggle(burger)).toBe(false);
    expect(wishlist().items).toEqual([]);
  });

  it('saves to localStorage under "wishlist" on every change', () => {
    wishlist().add(burger);
    expect(saved().state.items).toEqual([burger]);

    wishlist().remove(burger.id);
    expect(saved().state.items).toEqual([]);
  });

  it('restores a valid saved wishlist at start', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({ state: { items: [burger, wings] }, version: 0 }),
    );

    const store = await freshWishlistStore();

    expect(store.getState().items).toEqual([burger, wings]);
  });

  it.each([
    ['text that is not JSON', 'not json at all'],
    ['a bare array', JSON.stringify([burger])],
    [
      'an item with a text price',
      JSON.stringify({ state: { items: [{ ...burger, price: '1' }] } }),
    ],
    ['the same meal twice', JSON.stringify({ state: { items: [burger, burger] } })],
  ])('discards %s and starts with an empty wishlist', async (_case, raw) => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, raw);

    const store = await freshWishlistStore();

    expect(store.getState().items).toEqual([]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });
});

/** Loads the store module anew, as a page load does, so it hydrates from localStorage. */
async function freshWishlistStore() {
  vi.resetModules();
  const module = await import('./wishlist-store.ts');
  return module.useWishlistStore;
}
