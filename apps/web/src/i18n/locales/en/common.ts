/** components/ui and lib: words every screen shares. */
export const common = {
  close: 'Close',
  /** The one wording of a delivery time (i18n/delivery-time.ts); other texts take it whole. */
  deliveryTime: '{{from}}-{{to}} minutes',
  loading: 'Loading…',
  tryAgain: 'Try Again',
  optional: '(optional)',
  language: 'Language',
  notifications: 'Notifications',
  form: {
    yourName: 'Your name',
    emailAddress: 'Email address',
  },
  price: { now: 'Now', was: 'Was' },
  quantity: {
    legend: 'Quantity',
    legendOf: 'Quantity of {{item}}',
    decrease: 'Decrease quantity',
    decreaseOf: 'Decrease quantity of {{item}}',
    increase: 'Increase quantity',
    increaseOf: 'Increase quantity of {{item}}',
  },
  rating: {
    word: {
      poor: 'Poor',
      fair: 'Fair',
      good: 'Good',
      veryGood: 'Very good',
      excellent: 'Excellent',
    },
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    chosen: '{{rating}}/5 · {{word}}',
    notRated: 'Not rated yet',
    rated: 'Rated {{rating}} out of 5',
    ratedFrom_one: 'Rated {{rating}} out of 5 from {{count}} review',
    ratedFrom_other: 'Rated {{rating}} out of 5 from {{count}} reviews',
  },
  imagePicker: {
    chooseOrDrop: '<0>Choose photos</0> or drop them here',
    picked: '{{count}} / {{max}}',
    chosen: 'Chosen photos',
    remove: 'Remove {{name}}',
  },
  list: { title: 'Your <0>{{name}}</0>' },
  hours: {
    weekdays: 'Mon - Fri',
    weekend: 'Sat - Sun',
    everyDay: 'Every day',
    range: '{{opens}} - {{closes}}',
    days: '{{from}} - {{to}}',
    closed: 'Closed',
    day: {
      monday: 'Mon',
      tuesday: 'Tue',
      wednesday: 'Wed',
      thursday: 'Thu',
      friday: 'Fri',
      saturday: 'Sat',
      sunday: 'Sun',
    },
  },
  /** An instant on the restaurant's clock, from today (lib/restaurant-when.ts). */
  when: {
    today: 'today at {{time}}',
    tomorrow: 'tomorrow at {{time}}',
    weekday: '{{day}} at {{time}}',
  },
  social: {
    label: 'Social media',
    link: '{{site}} on {{platform}} (opens in a new tab)',
  },
  coupon: {
    copied: 'Coupon code copied to clipboard!',
    copyFailed: 'Could not copy automatically. Your code is {{code}}',
  },
} as const;
