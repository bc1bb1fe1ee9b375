/** features/kitchen: the kitchen display on the wall (/kitchen). */
export const kitchen = {
  documentTitle: 'Kitchen Display — Burger House',
  header: {
    label: 'Kitchen display',
    title: 'Kitchen',
    home: 'Burger House home',
    clock: 'Time now',
  },
  connection: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
  },
  sound: {
    turnOn: 'Tap to turn on sound',
    on: 'Sound on',
    turnOff: 'Sound is on: tap to turn it off',
  },
  columns: {
    label: 'Open orders by status',
    confirmed: 'New',
    preparing: 'Preparing',
    ready: 'Ready',
    count_one: '{{count}} order',
    count_other: '{{count}} orders',
    none: 'Nothing here',
  },
  ticket: {
    label: 'Order {{number}}',
    delivery: 'Delivery',
    pickup: 'Pickup',
    forLater: 'For {{when}}',
    asap: 'As soon as possible',
    timer: 'Time since the order was placed',
    due: 'Due {{time}}',
    tone: {
      calm: 'On time',
      amber: 'Due soon',
      red: 'Late',
    },
    items: 'Items',
    note: 'Note',
    new: 'New order',
    start: 'Start preparing',
    ready: 'Ready',
    waiting: {
      delivery: 'Waiting for the rider',
      pickup: 'Waiting for the customer',
    },
    /** A wallet order reaches the kitchen paid; cash is taken at the door or the counter. */
    payment: { paid: 'Paid', cash: 'Cash' },
    print: 'Print ticket',
    moved: {
      preparing: '{{number}} is being prepared',
      ready: '{{number}} is ready',
    },
    moveFailed: 'The ticket could not be moved',
    printFailed: 'The ticket could not be printed',
  },
  empty: {
    title: 'No open orders',
    lead: 'New orders show here as soon as they are confirmed.',
  },
  error: {
    title: 'The tickets could not be loaded',
    retry: 'Try again',
  },
  gate: {
    kicker: 'Staff only',
    heading: 'Sign in to open the kitchen display',
    description:
      'This screen shows the kitchen the orders to cook, live, and moves them on as they are prepared. A member of staff signs in before it is used.',
    formTitle: 'Staff sign-in',
    formLead: 'Use your Burger House staff account.',
    backToShop: 'Back to the shop',
  },
  notForRole: {
    title: 'The kitchen display is not for your role',
    lead: 'You are signed in as {{name}}. Ask the owner for a kitchen account, or sign out and let the kitchen sign in.',
  },
} as const;
