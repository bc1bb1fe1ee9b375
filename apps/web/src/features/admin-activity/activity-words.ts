import { formatNrs, orderNumber, toNrs } from '@shop/shared';
import { dateWithTime } from '@/features/admin-common/index.ts';

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

/** A record as people know it: an order by its number ('#75FB4894'), any other by its id. */
export function recordName(entityType: string, entityId: string): string {
  return entityType === 'order' ? orderNumber(entityId) : entityId;
}

/** A field the server records in paisa ('totalPaisa', 'discount_paisa'). */
const PAISA_FIELD = /[ _]?paisa$/i;
/** A moment as the server records it (ISO 8601 with a time). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * 'otherSessionsEnded' → 'Other sessions ended'; 'total_spent' → 'Total spent'; an amount in
 * paisa by what it is ('totalPaisa' → 'Total').
 */
export function detailLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return sentence(words.replace(PAISA_FIELD, '') || words);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A detail's value as short, readable text: lists joined, records as "Label: value" pairs, an
 * amount in paisa (by its field's name) in NRS, a moment on the restaurant's clock.
 */
export function detailValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    // Only a moment that is one: text typed in that shape ('2025-13-01T10:00Z') stays text.
    return INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? dateWithTime(value) : value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    return PAISA_FIELD.test(field) ? formatNrs(toNrs(value)) : String(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item) => detailValue(item, field)).join(', ');
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${detailLabel(key)}: ${detailValue(inner, key)}`)
      .join('; ');
  }
  return String(value);
}

/** One line of a change's details: a plain value, or what a field was and became. */
type DetailLine =
  | { label: string; value: string }
  | { label: string; before: string; after: string };

/** The two sides of a change, under the names the server records them with. */
const SIDES = [
  ['before', 'after'],
  ['from', 'to'],
] as const;

function sidesOf(details: Record<string, unknown>) {
  const names = SIDES.find((pair) => pair.every((name) => name in details));
  return names && { before: details[names[0]], after: details[names[1]], names };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A record's bookkeeping, which every save moves on: no change a person made. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'updatedAt']);

/**
 * How the page reads a value of a kind of record's field (an order's status 'out_for_delivery'
 * → 'Out for Delivery', its payment status 'refund_due' → 'Refund due', an amount refunded
 * in NRS), or undefined for a value it has no reading for, which then reads as recorded.
 */
export type FieldWords = (field: string, value: unknown) => string | undefined;

/**
 * What an audit line recorded, as lines a person reads: each changed field of a record as
 * before → after (bookkeeping left out), `{ from, to }` of a single value as one "Change" line
 * (label ''), every other detail as label: value. A field's code (its `status`, and the single
 * value a status change records) reads in `fieldWords` where they have it.
 */
export function detailLines(
  details: Record<string, unknown> | null | undefined,
  fieldWords?: FieldWords,
): DetailLine[] {
  if (!details) return [];
  const read = (field: string, value: unknown) =>
    fieldWords?.(field, value) || detailValue(value, field);
  const change = (label: string, field: string, before: unknown, after: unknown) => ({
    label,
    before: read(field, before),
    after: read(field, after),
  });
  const sides = sidesOf(details);
  const lines: DetailLine[] = [];
  if (sides && (isRecord(sides.before) || isRecord(sides.after))) {
    const was = isRecord(sides.before) ? sides.before : {};
    const is = isRecord(sides.after) ? sides.after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (!BOOKKEEPING.has(key) && !same(was[key], is[key])) {
        lines.push(change(detailLabel(key), key, was[key], is[key]));
      }
    }
  } else if (sides) lines.push(change('', 'status', sides.before, sides.after));
  for (const [key, value] of Object.entries(details)) {
    if (sides?.names.some((name) => name === key)) continue;
    const inner = isRecord(value) && Object.keys(value).length === 2 && sidesOf(value);
    lines.push(
      inner
        ? change(detailLabel(key), key, inner.before, inner.after)
        : { label: detailLabel(key), value: read(key, value) },
    );
  }
  return lines;
}
