import type { OpeningHours } from './opening-hours.ts';

/** The restaurant's public details: the footer, the contact page and the policies show them. */
export const SITE = {
  name: 'Burger House',
  address: { line: 'Thamel Marg, Thamel', city: 'Kathmandu 44600, Nepal' },
  phone: { display: '+977 1-4701234', href: 'tel:+97714701234' },
  email: 'hello@burgerhouse.com.np',
  hours: [
    { days: 'weekdays', opens: '11:00', closes: '22:00' },
    { days: 'weekend', opens: '10:00', closes: '23:00' },
  ] satisfies OpeningHours[],
  // The restaurant's own profile pages go here once they are confirmed.
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;
