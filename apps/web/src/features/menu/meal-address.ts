/*
 * Where a meal's details live in the URL. On the menu each meal has its own address,
 * `/meals/<id>`, which can be shared and indexed and renders the menu with the details open.
 * Pages that show meals elsewhere (cart, wishlist) keep their own address and add
 * `?meal=<id>`, which the menu also still understands.
 */

export const MEAL_DETAIL_PARAM = 'meal';

const MAX_ID_DIGITS = 9;

export function parseMealId(value: string | null | undefined): number | null {
  if (!value || value.length > MAX_ID_DIGITS || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The menu's address, with a meal's details open when an id is given. */
export function menuPath(mealId: number | null): string {
  return mealId === null ? '/meals' : `/meals/${mealId}`;
}

/** The menu, under either of its names, with or without a meal open. */
export function isMenuPath(pathname: string): boolean {
  return /^\/(meals|menu)(\/[^/]*)?\/?$/.test(pathname);
}
