import type { AnyColumn, SQL } from '@shop/db/orm';
import { ilike, or, sql } from '@shop/db/orm';
import { containsPattern } from '../../lib/contains-pattern.ts';

/**
 * A case-insensitive substring match of `search` in any of the texts
 * (docs/product-rules.md#contacts-and-feedback), or undefined when there is nothing to search for.
 */
export function matchesSearch(
  search: string | undefined,
  texts: readonly (AnyColumn | SQL)[],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...texts.map((text) => ilike(text, pattern)));
}

/** An array of text as one text, so a search can find a word in it (a gallery's tags). */
export function joinedText(column: AnyColumn): SQL {
  return sql`array_to_string(${column}, ' ')`;
}
