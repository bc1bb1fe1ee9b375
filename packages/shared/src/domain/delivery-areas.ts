/*
 * Which delivery area an address is in (docs/product-rules.md#delivery-areas). Nepali addresses
 * have no usable postcodes, so an area is found by its place names: a place matches when its
 * words appear, in order and whole, among the address's words (letter case, accents and
 * punctuation aside; Devanagari too). The most specific area wins. An address is written from
 * the house to the city ("Thamel Marg 1, Kathmandu"), so that is the place found first in it;
 * of places found at the same word, the one of more words ("Jhamsi Khel" over "Jhamsi"); then
 * the area created first.
 */

/** What matching reads of an area. */
export interface MatchableArea {
  id: number;
  name: string;
  places: readonly string[];
}

/** The words of a text, lower case, without punctuation; Devanagari marks kept with letters. */
export function addressWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** The place names an area is matched by: its places, or its name when it has none. */
export function placesOf(area: MatchableArea): readonly string[] {
  return area.places.length > 0 ? area.places : [area.name];
}

/** The first word at which the needle's words appear in order, or -1. */
function wordsAt(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    if (needle.every((word, j) => haystack[i + j] === word)) return i;
  }
  return -1;
}

interface Match<A> {
  area: A;
  at: number;
  words: number;
}

function isMoreSpecific<A extends MatchableArea>(a: Match<A>, b: Match<A> | undefined): boolean {
  if (!b) return true;
  if (a.at !== b.at) return a.at < b.at;
  if (a.words !== b.words) return a.words > b.words;
  return a.area.id < b.area.id;
}

/** The most specific area whose place names appear in the address; undefined when none does. */
export function matchDeliveryArea<A extends MatchableArea>(
  areas: readonly A[],
  address: string,
): A | undefined {
  const words = addressWords(address);
  let best: Match<A> | undefined;
  for (const area of areas) {
    for (const place of placesOf(area)) {
      const placeWords = addressWords(place);
      const at = wordsAt(words, placeWords);
      if (at < 0) continue;
      const match = { area, at, words: placeWords.length };
      if (isMoreSpecific(match, best)) best = match;
    }
  }
  return best?.area;
}
