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

/** 'order.status_changed' → 'Order status changed'. */
export function actionWords(action: string): string {
  return sentence(action);
}

/** 'order' → 'Order'; 'gallery_item' → 'Gallery item'. */
export function entityWords(entityType: string): string {
  return sentence(entityType);
}

/** 'otherSessionsEnded' → 'Other sessions ended'; 'total_spent' → 'Total spent'. */
export function detailLabel(key: string): string {
  return sentence(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

/** A detail's value as short text: objects as compact JSON, nothing as an em dash. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
