import {
  ACCOUNT_MESSAGES,
  CHECK_IN_MESSAGES,
  CONTACT_MESSAGES,
  COUPON_MESSAGES,
  COUPON_TEXTS,
  FEEDBACK_MESSAGES,
  NEWSLETTER_MESSAGES,
  NUL_CHARACTER_MESSAGE,
  ORDER_MESSAGES,
  ORDER_REJECTION_REASONS,
} from '@shop/shared';

const { notAnImage: _notAnImage, tooLarge: _tooLarge, ...feedback } = FEEDBACK_MESSAGES;
const {
  mealUnavailable: _mealUnavailable,
  onlyNLeft: _onlyNLeft,
  soldOut: _soldOut,
  dateInvalid: _dateInvalid,
  closedOpensAt: _closedOpensAt,
  paused: _paused,
  belowMinimum: _belowMinimum,
  rejectReasonInvalid: _rejectReasonInvalid,
  accepted: _accepted,
  rejected: _rejected,
  ...orders
} = ORDER_MESSAGES;
const {
  wrongDay: _wrongDay,
  minimumOrder: _minimumOrder,
  notForItems: _notForItems,
  bundleShort: _bundleShort,
  applied: _applied,
  ...couponTexts
} = COUPON_TEXTS;

/**
 * The shared schemas' messages, the very objects the server answers with: English stays the
 * spec's words by construction, and i18n/messages.ts finds a message's key by its text.
 * Messages that take a value are catalog strings (a test keeps them equal to the shared ones).
 */
export const validation = {
  contact: CONTACT_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  feedback: {
    ...feedback,
    notAnImage: '{{file}} is not a valid image file',
    tooLarge: '{{file}} is too large. Maximum size is 5MB',
  },
  text: { nulCharacter: NUL_CHARACTER_MESSAGE },
  /**
   * The checkout form's own rules (docs/product-rules.md#checkout), checked in the browser only.
   */
  checkout: {
    incomplete: 'Please fill in all required fields.',
    loginRequired: 'Please log in to place an order',
  },
  orders: {
    ...orders,
    mealUnavailable: '{{name}} is no longer available',
    onlyNLeft: 'Only {{left}} left of {{name}}',
    soldOut: '{{name}} is sold out',
    dateInvalid: '{{name}} must be a date (YYYY-MM-DD)',
    closedOpensAt: 'We are closed now and open again {{opens}}.',
    paused: 'We have paused new orders: {{reason}}',
    belowMinimum: 'The minimum order for delivery to {{area}} is {{minimum}}.',
    rejectReasonInvalid: 'reason must be one of {{reasons}}',
    accepted: 'Accepted: ready in {{minutes}} minutes',
    rejected: 'Rejected: {{reason}}',
  },
  /** Why the restaurant refused an order: the customer reads these on the order's page. */
  rejectionReasons: ORDER_REJECTION_REASONS,
  coupons: { ...COUPON_MESSAGES, ...couponTexts },
  account: ACCOUNT_MESSAGES,
  checkIn: CHECK_IN_MESSAGES,
} as const;
