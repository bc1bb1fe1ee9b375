/*
 * The audit log names changes by code ('order.status_changed', entity 'order'); the page shows
 * them as words. Codes another section adds later read well without a list to maintain.
 */

function sentence(words: string): string {
  const text = words
    .replace(/[._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text[0]?.toUpperCase() + text.slice(1) : '';
}

/** An action: 'order.status_changed' → 'Order status changed'. */
export const actionWords = sentence;

/** A kind of record: 'order' → 'Order'; 'gallery_item' → 'Gallery item'. */
export const entityWords = sentence;

/** 'otherSessionsEnded' → 'Other sessions ended'; 'total_spent' → 'Total spent'. */
export function detailLabel(key: string): string {
  return sentence(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A detail's value as short, readable text: lists joined, records as "Label: value" pairs. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(detailValue).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${detailLabel(key)}: ${detailValue(inner)}`)
      .join('; ');
  }
  return String(value);
}

/** One line of a change's details: a plain value, or what a field was and became. */
export type DetailLine =
  | { label: string; value: string }
  | { label: string; before: string; after: string };

/** The two sides of a change, under the names the server records them with. */
function sidesOf(details: Record<string, unknown>): [unknown, unknown, string[]] | undefined {
  for (const [was, is] of [
    ['before', 'after'],
    ['from', 'to'],
  ] as const) {
    if (was in details && is in details) return [details[was], details[is], [was, is]];
  }
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A record's bookkeeping, which every save moves on: no change a person made. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'updatedAt']);

/**
 * What an audit line recorded, as lines a person reads: for a change, each field that changed
 * as before → after (unchanged fields and the version and update time left out); `{ from, to }` of a single value as one
 * "Change" line (label ''); every other detail as label: value.
 */
export function detailLines(details: Record<string, unknown> | null | undefined): DetailLine[] {
  if (!details) return [];
  const lines: DetailLine[] = [];
  const sides = sidesOf(details);
  const rest = Object.entries(details).filter(([key]) => !sides?.[2].includes(key));
  if (sides) {
    const [before, after] = sides;
    if (isRecord(before) || isRecord(after)) {
      const was = isRecord(before) ? before : {};
      const is = isRecord(after) ? after : {};
      for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
        if (BOOKKEEPING.has(key) || same(was[key], is[key])) continue;
        lines.push({
          label: detailLabel(key),
          before: detailValue(was[key]),
          after: detailValue(is[key]),
        });
      }
    } else {
      lines.push({ label: '', before: detailValue(before), after: detailValue(after) });
    }
  }
  for (const [key, value] of rest) {
    const change = isRecord(value) ? sidesOf(value) : undefined;
    if (change && Object.keys(value as object).length === 2) {
      lines.push({
        label: detailLabel(key),
        before: detailValue(change[0]),
        after: detailValue(change[1]),
      });
    } else {
      lines.push({ label: detailLabel(key), value: detailValue(value) });
    }
  }
  return lines;
}
