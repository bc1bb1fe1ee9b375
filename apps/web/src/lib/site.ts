/** The restaurant's public details, shown in the footer and (later) on the contact page. */
export const SITE = {
  name: 'Burger House',
  tagline: 'Burgers & Fried Chicken',
  address: { line: 'Thamel Marg, Thamel', city: 'Kathmandu 44600, Nepal' },
  phone: { display: '+977 1-4701234', href: 'tel:+97714701234' },
  email: 'hello@burgerhouse.com.np',
  hours: [
    { days: 'Mon - Fri', time: '11:00 AM - 10:00 PM' },
    { days: 'Sat - Sun', time: '10:00 AM - 11:00 PM' },
  ],
  // The restaurant's own profile pages go here once they are confirmed.
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;
