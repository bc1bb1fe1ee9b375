export {
  type CartChoice,
  type CartLine,
  type CartMeal,
  cartLineKey,
  cartLineOf,
  choicesFromIds,
} from './cart-line.ts';
export {
  CART_STORAGE_KEY,
  type CartItem,
  selectCartCount,
  selectCartTotal,
  selectCartTotalPaisa,
  selectHasPriceChanges,
  selectQuantityInCart,
  useCartStore,
} from './stores/cart-store.ts';
