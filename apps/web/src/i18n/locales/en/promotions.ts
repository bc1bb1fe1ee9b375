/** features/promotions: the offers strip above the navigation bar, one entry per coupon code. */
export const promotions = {
  label: 'Current offers',
  carousel: 'carousel',
  slide: 'slide',
  slideLabel: '{{position}} of {{total}}',
  copyCode: 'Copy code {{code}}',
  showOffer: 'Show offer {{position}} of {{total}}: {{title}}',
  chooseOffer: 'Choose an offer',
  play: 'Play offers',
  pause: 'Pause offers',
  offers: {
    FIRST20: {
      title: '{{percent}}% off your first order',
      detail: 'New here? Your first order is {{percent}}% off.',
    },
    FREEDEL30: {
      title: 'Free delivery on orders above NRS {{amount}}',
      detail: 'Delivery is on us.',
    },
    BUY2GET1: {
      title: 'Buy {{buy}} get {{free}} free',
      detail: 'On selected burgers and fried chicken.',
    },
    WEEKEND15: {
      title: 'Weekend special: {{percent}}% off everything',
      detail: 'Every Saturday and Sunday.',
    },
  },
} as const;
