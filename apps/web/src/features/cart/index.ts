export {
  CART_STORAGE_KEY,
  type CartItem,
  type CartMeal,
  selectCartCount,
  selectCartTotal,
  selectCartTotalPaisa,
  selectHasPriceChanges,
  selectQuantityInCart,
  useCartStore,
} from './stores/cart-store.ts';
