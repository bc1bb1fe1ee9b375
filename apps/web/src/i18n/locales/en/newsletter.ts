/** features/newsletter: the footer's sign-up form. */
export const newsletter = {
  label: 'Newsletter',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  failed: 'Failed to subscribe. Please try again.',
} as const;
