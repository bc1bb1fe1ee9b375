/*
 * The shop's public pages as search engines and link previews see them: each page's title and
 * description in the HTML the server sends (before any script runs), and the sitemap. The
 * browser's own titles come from the web app's catalogs in the reader's language; these are
 * the English ones a crawler or a chat app reads.
 */

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml: pages worth finding from a search. */
  inSitemap: boolean;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const SHOP_DESCRIPTION =
  'Flame-grilled burgers, crispy fried chicken and sides from Thamel, Kathmandu. Browse the menu, fill your cart and order for cash on delivery.';

export const HOME_PAGE: SitePage = {
  path: '/',
  title: 'Burger House — Burgers & Fried Chicken, Kathmandu',
  description: SHOP_DESCRIPTION,
  inSitemap: true,
  changeFrequency: 'daily',
  priority: 1,
};

export const MENU_PAGE: SitePage = {
  path: '/meals',
  title: 'Our Menu — Burger House',
  description:
    'Burgers, fried chicken, wraps, sides and drinks with prices in NRS. Order online in Kathmandu for cash on delivery.',
  inSitemap: true,
  changeFrequency: 'daily',
  priority: 0.9,
};

export const SITE_PAGES: readonly SitePage[] = [
  HOME_PAGE,
  MENU_PAGE,
  {
    path: '/gallery',
    title: 'Photo Gallery — Burger House',
    description: 'Our kitchen, our food and our guests in pictures, from Burger House in Thamel.',
    inSitemap: true,
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  {
    path: '/about',
    title: 'About Us — Burger House',
    description:
      'How Burger House began in Thamel, who cooks your food, and what we care about in every order.',
    inSitemap: true,
    changeFrequency: 'monthly',
    priority: 0.5,
  },
  {
    path: '/restaurants',
    title: 'Our Restaurants — Burger House',
    description:
      'Find a Burger House in Kathmandu and Pokhara: addresses, opening hours, phone numbers and directions.',
    inSitemap: true,
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  {
    path: '/clients',
    title: 'Happy Clients — Burger House',
    description: 'Offices, schools and events that order from Burger House, and what they say.',
    inSitemap: true,
    changeFrequency: 'monthly',
    priority: 0.4,
  },
  {
    path: '/contact',
    title: 'Contact Us — Burger House',
    description:
      'Call, write or visit Burger House in Thamel, Kathmandu. We answer every message within a day.',
    inSitemap: true,
    changeFrequency: 'yearly',
    priority: 0.5,
  },
  {
    path: '/feedback',
    title: 'Give Feedback — Burger House',
    description: 'Tell us how your meal was: every note, with or without photos, is read.',
    inSitemap: true,
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy — Burger House',
    description:
      'What Burger House keeps about you, why, for how long, and how to have it removed.',
    inSitemap: true,
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  {
    path: '/terms',
    title: 'Terms of Service — Burger House',
    description:
      'The terms of ordering from Burger House: prices, delivery, cancellation and coupons.',
    inSitemap: true,
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  {
    path: '/cookies',
    title: 'Cookie Policy — Burger House',
    description: 'What Burger House stores in your browser and why.',
    inSitemap: true,
    changeFrequency: 'yearly',
    priority: 0.2,
  },
  {
    path: '/wishlist',
    title: 'Your Wishlist — Burger House',
    description: 'The meals you saved at Burger House, ready to add to your cart.',
    inSitemap: false,
  },
  {
    path: '/cart',
    title: 'Your Cart — Burger House',
    description: 'Your Burger House cart: check your meals and quantities, then order.',
    inSitemap: false,
  },
  {
    path: '/login',
    title: 'Login — Burger House',
    description: 'Sign in to Burger House to order, follow your orders live and see your history.',
    inSitemap: false,
  },
  {
    path: '/register',
    title: 'Sign up — Burger House',
    description: 'Create a Burger House account to order for delivery in Kathmandu.',
    inSitemap: false,
  },
  {
    path: '/admin/login',
    title: 'Admin Login · Burger House',
    description: 'The Burger House back office, for the restaurant’s staff.',
    inSitemap: false,
  },
];

/** The page of this path (without query or trailing slash), if it is one of ours. */
export function sitePage(path: string): SitePage | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_PAGES.find((page) => page.path === bare);
}

/** A meal's page: its name, and its description trimmed to what a result snippet shows. */
export function mealPageHead(meal: { name: string; description: string | null }) {
  const text = (meal.description ?? '').replace(/\s+/g, ' ').trim();
  const description =
    text.length > 155
      ? `${text.slice(0, 154).replace(/\s+\S*$/, '')}…`
      : text || MENU_PAGE.description;
  return { title: `${meal.name} — Burger House`, description };
}
