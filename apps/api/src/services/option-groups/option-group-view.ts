import { type DbOrTx, optionGroups } from '@shop/db';
import { asc, eq, sql } from '@shop/db/orm';
import { type AdminOptionGroup, OPTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { jsonValue } from '../../lib/json-value.ts';
import { choiceViewsFromJson, groupChoicesJsonSql } from '../menu/meal-options.ts';

/*
 * Option groups as the back office reads them (docs/product-rules.md#meal-options): each with
 * its choices in order and the meals that offer it, all read in the group's own statement.
 */

// Qualified by hand: inside the subqueries drizzle's bare "id" would be the choice's or meal's.
const choicesJson = groupChoicesJsonSql(sql`option_groups.id`);

const mealsJson = sql<unknown>`(
  SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'position', mg.position)
    ORDER BY lower(m.name), m.id), '[]'::json)
  FROM meal_option_groups mg JOIN meals m ON m.id = mg.meal_id
  WHERE mg.group_id = option_groups.id
)`;

interface Row {
  group: typeof optionGroups.$inferSelect;
  choices: unknown;
  meals: unknown;
}

function adminGroupOf({ group, choices, meals }: Row): AdminOptionGroup {
  return {
    id: group.id,
    name: group.name,
    min: group.minChoices,
    max: group.maxChoices,
    required: group.required,
    choices: choiceViewsFromJson(choices),
    version: group.version,
    meals: jsonValue<AdminOptionGroup['meals']>(meals),
  };
}

const selectGroups = (db: DbOrTx) =>
  db.select({ group: optionGroups, choices: choicesJson, meals: mealsJson }).from(optionGroups);

export async function listAdminOptionGroups(db: DbOrTx): Promise<AdminOptionGroup[]> {
  const rows = await selectGroups(db).orderBy(
    asc(sql`lower(${optionGroups.name})`),
    asc(optionGroups.id),
  );
  return rows.map(adminGroupOf);
}

/** One group as the back office reads it; 404 when there is none. */
export async function readAdminOptionGroup(db: DbOrTx, id: number): Promise<AdminOptionGroup> {
  const [row] = await selectGroups(db).where(eq(optionGroups.id, id));
  if (!row) throw new AppError('NOT_FOUND', OPTION_MESSAGES.notFound);
  return adminGroupOf(row);
}
