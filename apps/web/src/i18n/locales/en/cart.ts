/** features/cart-page: the cart, its lines, the order summary and the kitchen promise. */
export const cart = {
  documentTitle: 'Your Cart — Burger House',
  listName: 'Cart',
  kicker: 'Your order',
  description: 'Check your meals, then check out. You pay cash when your food arrives.',
  empty: {
    title: 'Your Cart is Empty',
    message: 'Nothing in here yet. Our burgers, fried chicken and momos are one tap away.',
    browse: 'Browse Meals',
  },
  contents: {
    meals_one: '{{count}} meal',
    meals_other: '{{count}} meals',
    units_one: '{{count}} item',
    units_other: '{{count}} items',
    clear: 'Clear Cart',
    cleared: 'Cart cleared',
  },
  priceChange: {
    message:
      "<0>Some prices changed since you added them.</0> Your cart and total now use today's menu prices.",
    ok: 'OK, got it',
  },
  item: {
    each: '<0>{{price}}</0> each',
    was: 'was',
    priceUp: 'Price went up',
    priceDown: 'Price dropped',
    remove: 'Remove {{name}} from cart',
    removed: '{{name}} removed from cart',
    lineTotal: 'Line total',
  },
  issue: {
    gone: '{{name}} is no longer on the menu. Remove it to check out.',
    soldOut: '{{name}} has sold out since you added it. Remove it to check out.',
    short: 'Only {{left}} left of {{name}}. Lower the quantity to check out.',
    options:
      'The options of {{name}} have changed. Remove it and add it again with your choices to check out.',
  },
  clearDialog: {
    title: 'Clear your cart?',
    message_one: "This removes all {{count}} item from your cart. You can't undo it.",
    message_other: "This removes all {{count}} items from your cart. You can't undo it.",
    keep: 'Keep my cart',
    confirm: 'Clear Cart',
  },
  summary: {
    title: 'Order Summary',
    items: 'Items',
    subtotal: 'Subtotal',
    delivery: 'Delivery',
    free: 'FREE',
    atCheckout: 'By area, at checkout',
    total: 'Total',
    totalBeforeDelivery: 'Total before delivery',
    taxes: 'Prices include all taxes. Pay cash on delivery.',
    blocked: "Some items can't be ordered as they are. Update them above to check out.",
    checkout: 'Checkout',
    continueShopping: 'Continue shopping',
  },
  kitchen: {
    kicker: 'Our open kitchen',
    title: 'Cooked <0>fresh</0> when you order',
    text: 'Nothing waits under a heat lamp: your burgers are smashed, your chicken is breaded and fried the moment your order reaches our kitchen in Thamel.',
    badge: {
      fresh: {
        title: 'Fresh ingredients',
        text: 'Vegetables, buff and chicken from local farms, delivered every morning.',
      },
      hygiene: {
        title: 'Hygiene first',
        text: 'Sanitised stations, gloves and hairnets on every shift, inspected daily.',
      },
      cash: {
        title: 'Cash on delivery',
        text: 'Pay when your food arrives. No card, no wallet, no surprises.',
      },
      delivery: {
        title: 'Free delivery',
        text: 'No delivery fee on any order, hot to your door in {{estimate}}.',
      },
      deliveryByArea: {
        title: 'Delivered to your area',
        text: "Your area's fee is shown at checkout; hot to your door in {{estimate}}.",
      },
    },
  },
} as const;
