/** features/events: the event popup (the events' own titles and texts are the server's). */
export const events = {
  title: 'Special offer',
  happeningNow: 'Happening now',
  specialEvent: 'Special event',
  percentOff: '{{percent}}% OFF',
  endingSoon: 'Ending Soon!',
  dates: 'Dates',
  time: 'Time',
  allDay: 'All day',
  useCode: 'Use code:',
  copyCode: 'Copy Code',
  orderNow: 'Order Now',
  previous: 'Previous event',
  next: 'Next event',
  showEvent: 'Show event {{position}}: {{title}}',
  position: '{{position}} of {{total}}',
} as const;
