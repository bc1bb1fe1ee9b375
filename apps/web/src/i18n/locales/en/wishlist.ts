/** features/wishlist-page: the saved meals and their cards. */
export const wishlist = {
  documentTitle: 'Your Wishlist — Burger House',
  listName: 'Wishlist',
  kicker: 'Saved for later',
  description:
    "The meals you've hearted, kept on this device. Move them to your cart when the craving hits.",
  empty: {
    title: 'Your wishlist is empty',
    message: 'Tap the heart on any meal to save it here for later.',
    browse: 'Browse the Menu',
  },
  saved_one: '{{count}} saved meal',
  saved_other: '{{count}} saved meals',
  keepBrowsing: 'Keep browsing the menu',
  card: {
    gone: 'No longer on the menu.',
    moveToCart: 'Move to Cart',
    moveToCartOf: 'Move to Cart: {{name}}',
    moved: '{{name}} moved to your cart',
    unavailable: 'Unavailable',
    soldOut: 'Sold out',
    remove: 'Remove {{name}} from wishlist',
    removeTitle: 'Remove from wishlist',
    removed: '{{name}} removed from your wishlist',
  },
} as const;
