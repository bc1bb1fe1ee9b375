const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A place as staff read it: a country by its name ('NP' → 'Nepal'), as accounts keep it by its
 * two-letter code; a city or a state as the customer wrote it.
 */
export function placeName(place: string): string {
  if (!/^[A-Z]{2}$/.test(place)) return place;
  try {
    return regions.of(place) ?? place;
  } catch {
    return place;
  }
}
