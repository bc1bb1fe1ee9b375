import {
  defaultChoiceIds,
  fewestChoices,
  type MealOptionGroup,
  toNrs,
  toPaisa,
} from '@shop/shared';

/*
 * The customer's choices in a meal's dialog (docs/product-rules.md#meal-options): the rule is
 * the server's (resolveChoices); this is how the dialog keeps to it while they choose.
 */

/** Exactly one: radio buttons. Anything else: check boxes that stop at the group's most. */
export const isSingleChoice = (group: Pick<MealOptionGroup, 'min' | 'max' | 'required'>) =>
  group.max === 1 && (group.required || group.min >= 1);

/** What the dialog opens with: each group's defaults that are in today. */
export const initialPicks = (groups: readonly MealOptionGroup[]): number[] =>
  defaultChoiceIds(groups);

/** The picks after the customer taps `choiceId` of `group`. */
export function togglePick(
  picks: readonly number[],
  group: MealOptionGroup,
  choiceId: number,
): number[] {
  const choice = group.choices.find(({ id }) => id === choiceId);
  if (!choice?.available) return [...picks];
  const mine = new Set(group.choices.map(({ id }) => id));
  if (isSingleChoice(group)) return [...picks.filter((id) => !mine.has(id)), choiceId];
  if (picks.includes(choiceId)) return picks.filter((id) => id !== choiceId);
  const chosenHere = picks.filter((id) => mine.has(id)).length;
  return chosenHere >= group.max ? [...picks] : [...picks, choiceId];
}

/** Whether a check box is closed because its group already has its most. */
export function isAtMost(picks: readonly number[], group: MealOptionGroup, choiceId: number) {
  if (isSingleChoice(group) || picks.includes(choiceId)) return false;
  const mine = new Set(group.choices.map(({ id }) => id));
  return picks.filter((id) => mine.has(id)).length >= group.max;
}

/** What a group still needs before the meal can go in the cart. */
export type GroupNeed = { kind: 'required' } | { kind: 'atLeast'; min: number } | null;

export function groupNeed(picks: readonly number[], group: MealOptionGroup): GroupNeed {
  const count = group.choices.filter(({ id }) => picks.includes(id)).length;
  if (count === 0) return group.required ? { kind: 'required' } : null;
  return count < fewestChoices(group) ? { kind: 'atLeast', min: fewestChoices(group) } : null;
}

/** The unit price with the picks, NRS. */
export function unitPriceWith(
  price: number,
  groups: readonly MealOptionGroup[],
  picks: readonly number[],
): number {
  const chosen = groups.flatMap((group) => group.choices).filter(({ id }) => picks.includes(id));
  return toNrs(chosen.reduce((sum, choice) => sum + toPaisa(choice.price), toPaisa(price)));
}
