import type { AdminOptionGroup } from '@shop/shared';

/** The groups a meal offers, in the order it shows them (docs/product-rules.md#meal-options). */
export function offeredBy(mealId: number, groups: readonly AdminOptionGroup[]): number[] {
  const positioned = groups.flatMap((group) => {
    const offer = group.meals.find((meal) => meal.id === mealId);
    return offer ? [{ id: group.id, position: offer.position }] : [];
  });
  return positioned.sort((a, b) => a.position - b.position).map(({ id }) => id);
}

/** Ticked: last in the order; unticked: out of it. */
export const picked = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);

/** The group moved one place up (-1) or down (+1); at either end, no change. */
export function moved(ids: readonly number[], id: number, by: -1 | 1) {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, id];
  return next;
}
