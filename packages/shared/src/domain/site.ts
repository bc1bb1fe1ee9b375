/** One line of a place's opening hours; times are 24-hour 'HH:MM'. */
export interface OpeningHours {
  /** Weekdays are Monday to Friday; the weekend Saturday and Sunday. */
  days: 'weekdays' | 'weekend' | 'everyDay';
  opens: string;
  closes: string;
}

/**
 * The restaurant's public details: the footer, the contact page and the policies show them, and
 * the server tells search engines the same (schema.org Restaurant on the shop's pages).
 */
export const SITE = {
  name: 'Burger House',
  address: { line: 'Thamel Marg, Thamel', city: 'Kathmandu 44600, Nepal' },
  /** The address's parts, as search engines take them. */
  postalAddress: {
    streetAddress: 'Thamel Marg, Thamel',
    addressLocality: 'Kathmandu',
    postalCode: '44600',
    addressCountry: 'NP',
  },
  phone: { display: '+977 1-4701234', href: 'tel:+97714701234' },
  email: 'hello@burgerhouse.com.np',
  hours: [
    { days: 'weekdays', opens: '11:00', closes: '22:00' },
    { days: 'weekend', opens: '10:00', closes: '23:00' },
  ] satisfies OpeningHours[],
  cuisine: ['Burgers', 'Fried Chicken', 'Fast Food'],
  // The restaurant's own profile pages go here once they are confirmed.
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;
