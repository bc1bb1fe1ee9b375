/** Read as code points (the `u` flag), a surrogate pair is one character: only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * True when every string in a parsed JSON value (keys too) is well-formed Unicode. JSON can
 * spell a lone UTF-16 surrogate (`"\ud800"`), which no text column, JSON column or mail can
 * hold: PostgreSQL refuses it in jsonb, and UTF-8 encoding replaces it silently elsewhere.
 */
export function isWellFormedText(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (Array.isArray(value)) return value.every(isWellFormedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, item]) => isWellFormed(key) && isWellFormedText(item),
    );
  }
  return true;
}
