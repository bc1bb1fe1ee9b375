import type { OptionChoice } from '@shop/shared';

/**
 * A choice as the form's row holds it: `id` for one the group has (kept, since carts hold it),
 * none for a new one; `key` names the row for React only and is not sent (the schema drops it).
 */
export interface ChoiceRow {
  key: string;
  id?: number;
  name: string;
  price: string;
  default: boolean;
  available: boolean;
}

let added = 0;

/** A blank row, offered today and not chosen by default. */
export function newChoiceRow(): ChoiceRow {
  added += 1;
  return { key: `new-${added}`, name: '', price: '0', default: false, available: true };
}

export const choiceRowOf = (choice: OptionChoice): ChoiceRow => ({
  key: `choice-${choice.id}`,
  id: choice.id,
  name: choice.name,
  price: String(choice.price),
  default: choice.default,
  available: choice.available,
});

/** The rows with the one at `index` moved `by` places (-1 up, 1 down); unchanged at an end. */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const list = [...rows];
  const [row] = list.splice(index, 1);
  if (row === undefined || to < 0 || to > list.length) return [...rows];
  list.splice(to, 0, row);
  return list;
}
