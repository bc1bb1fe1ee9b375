import { type SQL, sql } from '@shop/db/orm';
import { type MealOptionGroup, type OptionChoice, toNrs } from '@shop/shared';
import { jsonValue } from '../../lib/json-value.ts';

/*
 * A meal's option groups (docs/product-rules.md#meal-options) as one JSON array, read in the
 * same statement as the meal: the menu's pages and checkout both select it per meal.
 */

/** The choices of the group `groupId` in their order, prices in paisa (StoredChoice). */
export function groupChoicesJsonSql(groupId: SQL): SQL<unknown> {
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'pricePaisa', c.price_paisa,
      'default', c.is_default, 'available', c.is_available
    ) ORDER BY c.position, c.id), '[]'::json)
    FROM option_choices c WHERE c.group_id = ${groupId}
  )`;
}

/** The groups of the meal `mealId`, in its order, each with its choices in theirs. */
export function mealOptionsJsonSql(mealId: SQL): SQL<unknown> {
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
      'required', g.required, 'choices', ${groupChoicesJsonSql(sql`g.id`)}
    ) ORDER BY mg.position), '[]'::json)
    FROM meal_option_groups mg JOIN option_groups g ON g.id = mg.group_id
    WHERE mg.meal_id = ${mealId}
  )`;
}

export interface StoredChoice {
  id: number;
  name: string;
  pricePaisa: number;
  default: boolean;
  available: boolean;
}

export interface StoredOptionGroup extends Omit<MealOptionGroup, 'choices'> {
  choices: StoredChoice[];
}

type ChoiceJson = Omit<StoredChoice, 'pricePaisa'> & { pricePaisa: number | string };
type GroupJson = Omit<StoredOptionGroup, 'choices'> & { choices: ChoiceJson[] };

const storedChoiceOf = (choice: ChoiceJson): StoredChoice => ({
  ...choice,
  pricePaisa: Number(choice.pricePaisa),
});

/** The JSON of mealOptionsJsonSql, prices as numbers of paisa. */
export function optionGroupsFromJson(json: unknown): StoredOptionGroup[] {
  return jsonValue<GroupJson[]>(json ?? []).map((group) => ({
    ...group,
    choices: group.choices.map(storedChoiceOf),
  }));
}

/** A choice as the menu and the back office answer it: its price in NRS. */
export const toChoiceView = ({ pricePaisa, ...choice }: StoredChoice): OptionChoice => ({
  ...choice,
  price: toNrs(pricePaisa),
});

/** The JSON of groupChoicesJsonSql, as answered. */
export const choiceViewsFromJson = (json: unknown): OptionChoice[] =>
  jsonValue<ChoiceJson[]>(json).map((choice) => toChoiceView(storedChoiceOf(choice)));

/** As the menu answers them: prices in NRS. */
export function toOptionGroupViews(groups: readonly StoredOptionGroup[]): MealOptionGroup[] {
  return groups.map(({ choices, ...group }) => ({ ...group, choices: choices.map(toChoiceView) }));
}
