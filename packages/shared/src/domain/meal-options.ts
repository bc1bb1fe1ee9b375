import { OPTION_MESSAGES as m } from '../contracts/meal-options.ts';

/*
 * The rule of a line's choices (docs/product-rules.md#meal-options), the same in the meal's
 * dialog and at checkout. A group the customer leaves empty is fine unless it is required; once
 * they choose in it, they choose from max(min, 1) to max. No choices sent at all means each
 * group's defaults (a client that knows nothing of options orders the meal as it comes).
 */

export interface ChoiceRule<Price> {
  id: number;
  name: string;
  price: Price;
  default: boolean;
  available: boolean;
}

export interface GroupRule<Price> {
  id: number;
  name: string;
  min: number;
  max: number;
  required: boolean;
  choices: readonly ChoiceRule<Price>[];
}

export interface ChosenOption<Price> {
  id: number;
  group: string;
  name: string;
  price: Price;
}

export type ChoicesOutcome<Price> =
  | { ok: true; chosen: ChosenOption<Price>[] }
  /** `invalid`: not what the meal offers (400); `unavailable`: a choice not in today (409). */
  | { ok: false; kind: 'invalid' | 'unavailable'; message: string };

/** The fewest choices a group takes once any is made. */
export const fewestChoices = (group: { min: number }) => Math.max(group.min, 1);

/** What a group's count of choices breaks, if anything. */
export function groupProblem(
  group: Pick<GroupRule<unknown>, 'name' | 'min' | 'max' | 'required'>,
  count: number,
  meal: string,
): string | null {
  if (count === 0) return group.required ? m.choiceRequired(group.name, meal) : null;
  if (count < fewestChoices(group)) return m.tooFewChoices(fewestChoices(group), group.name, meal);
  if (count > group.max) return m.tooManyChosen(group.max, group.name, meal);
  return null;
}

/** The defaults of each group that are in today. */
export function defaultChoiceIds(groups: readonly GroupRule<unknown>[]): number[] {
  return groups.flatMap((group) =>
    group.choices.filter((choice) => choice.default && choice.available).map(({ id }) => id),
  );
}

/**
 * The choices `ids` make on a meal of `groups` (undefined: the defaults), checked, in the order
 * the meal shows them (so the same choices in any order are the same line).
 */
export function resolveChoices<Price>(
  meal: string,
  groups: readonly GroupRule<Price>[],
  ids: readonly number[] | undefined,
): ChoicesOutcome<Price> {
  const wanted = ids ?? defaultChoiceIds(groups);
  const invalid = (message: string) => ({ ok: false as const, kind: 'invalid' as const, message });
  if (new Set(wanted).size !== wanted.length) return invalid(m.choiceTwice(meal));
  const offered = new Set(groups.flatMap((group) => group.choices.map(({ id }) => id)));
  const stranger = wanted.find((id) => !offered.has(id));
  if (stranger !== undefined) return invalid(m.notThisMeal(stranger, meal));
  const picked = new Set(wanted);
  const chosen: ChosenOption<Price>[] = [];
  for (const group of groups) {
    const mine = group.choices.filter((choice) => picked.has(choice.id));
    const problem = groupProblem(group, mine.length, meal);
    if (problem) return invalid(problem);
    for (const { id, name, price } of mine) chosen.push({ id, group: group.name, name, price });
  }
  const off = groups
    .flatMap((group) => group.choices)
    .find((choice) => picked.has(choice.id) && !choice.available);
  if (off) return { ok: false, kind: 'unavailable', message: m.choiceUnavailable(off.name, meal) };
  return { ok: true, chosen };
}

/** The key of a cart or order line: the meal and its choices, whatever their order. */
export function lineKey(mealId: number, choiceIds: readonly number[] = []): string {
  return [mealId, ...[...choiceIds].sort((a, b) => a - b)].join(':');
}

/** A line's choices by group, in the order chosen: "Extras: Cheese, Bacon" (the kitchen's words). */
export function choicesByGroup(
  choices: readonly { group: string; name: string }[],
): { group: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const choice of choices)
    groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice.name]);
  return [...groups].map(([group, names]) => ({ group, names }));
}
