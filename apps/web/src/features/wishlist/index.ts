export {
  selectIsWishlisted,
  selectWishlistCount,
  useWishlistStore,
  WISHLIST_STORAGE_KEY,
  type WishlistItem,
} from './stores/wishlist-store.ts';
