import { ACCOUNT_COUNTRIES } from '@shop/shared';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countries = new Set<string>(ACCOUNT_COUNTRIES);

/**
 * A place as staff read it: the country accounts are kept in by its name ('NP' → 'Nepal'), as
 * they keep it by its two-letter code; anything else (a city, a state, even one of two capitals
 * such as 'CA') as the customer wrote it.
 */
export function placeName(place: string): string {
  return countries.has(place) ? (regions.of(place) ?? place) : place;
}
