import { type Meal, type OpeningHours, SITE } from '@shop/shared';

/*
 * schema.org data the pages carry as JSON-LD: the restaurant on every shop page, and a meal's
 * MenuItem (with its price in NPR) on the meal's own page. Search engines show hours, phone and
 * prices from these.
 */

const DAYS: Record<OpeningHours['days'], string[]> = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  weekend: ['Saturday', 'Sunday'],
  everyDay: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

export function restaurantData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: SITE.name,
    url: `${origin}/`,
    image: `${origin}/social-card.jpg`,
    telephone: SITE.phone.href.replace(/^tel:/, ''),
    email: SITE.email,
    servesCuisine: [...SITE.cuisine],
    priceRange: 'NPR 200–1500',
    currenciesAccepted: 'NPR',
    paymentAccepted: 'Cash',
    address: { '@type': 'PostalAddress', ...SITE.postalAddress },
    openingHoursSpecification: SITE.hours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS[row.days],
      opens: row.opens,
      closes: row.closes,
    })),
    hasMenu: `${origin}/meals`,
  };
}

export function menuItemData(origin: string, meal: Meal) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    '@id': `${origin}/meals/${meal.id}`,
    name: meal.name,
    description: meal.description ?? undefined,
    url: `${origin}/meals/${meal.id}`,
    image: meal.images.map((image) => `${origin}${image}`),
    offers: {
      '@type': 'Offer',
      price: meal.price.toFixed(2),
      priceCurrency: 'NPR',
      availability: meal.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}/meals/${meal.id}`,
    },
    ...(meal.calories === null
      ? {}
      : { nutrition: { '@type': 'NutritionInformation', calories: `${meal.calories} calories` } }),
  };
}
