import { type SQL, sql } from '@shop/db/orm';
import { type MealOptionGroup, toNrs } from '@shop/shared';

/*
 * A meal's option groups (docs/product-rules.md#meal-options) as one JSON array, read in the
 * same statement as the meal: the menu's pages and checkout both select it per meal.
 */

/** The groups of the meal `mealId`, in its order, each with its choices in theirs. */
export function mealOptionsJsonSql(mealId: SQL): SQL<unknown> {
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
      'required', g.required,
      'choices', (
        SELECT coalesce(json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'pricePaisa', c.price_paisa,
          'default', c.is_default, 'available', c.is_available
        ) ORDER BY c.position), '[]'::json)
        FROM option_choices c WHERE c.group_id = g.id
      )
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

/** The JSON of mealOptionsJsonSql, prices as numbers of paisa. */
export function optionGroupsFromJson(json: unknown): StoredOptionGroup[] {
  const groups = (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as GroupJson[];
  return groups.map((group) => ({
    ...group,
    choices: group.choices.map((choice) => ({ ...choice, pricePaisa: Number(choice.pricePaisa) })),
  }));
}

/** As the menu answers them: prices in NRS. */
export function toOptionGroupViews(groups: readonly StoredOptionGroup[]): MealOptionGroup[] {
  return groups.map(({ choices, ...group }) => ({
    ...group,
    choices: choices.map(({ pricePaisa, ...choice }) => ({ ...choice, price: toNrs(pricePaisa) })),
  }));
}
