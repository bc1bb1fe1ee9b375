/** Read as code points (the `u` flag), a surrogate pair is one character: only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * True when every string in a parsed JSON value (keys too) is well-formed Unicode. JSON can
 * spell a lone UTF-16 surrogate (`"\ud800"`), which no text column, JSON column or mail can
 * hold: PostgreSQL refuses it in jsonb, and UTF-8 encoding replaces it silently elsewhere.
 * Walked with a list rather than recursion: a body nested 100 000 levels deep must not
 * overflow the stack (a 500) before validation refuses it.
 */
export function isWellFormedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isWellFormed(item)) return false;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child); // no spread: a long list overflows it
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isWellFormed(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
