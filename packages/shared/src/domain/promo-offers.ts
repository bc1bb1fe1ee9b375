/** The promo banner's four offers; every code it shows is a real coupon that checkout accepts. */
export const PROMO_OFFERS = [
  {
    code: 'FIRST20',
    title: '20% off your first order',
    detail: 'New here? Your first order is 20% off.',
  },
  {
    code: 'FREEDEL30',
    title: 'Free delivery on orders above NRS 30',
    detail: 'Delivery is on us.',
  },
  { code: 'BUY2GET1', title: 'Buy 2 get 1 free', detail: 'On selected burgers and fried chicken.' },
  {
    code: 'WEEKEND15',
    title: 'Weekend special: 15% off everything',
    detail: 'Every Saturday and Sunday.',
  },
] as const;
