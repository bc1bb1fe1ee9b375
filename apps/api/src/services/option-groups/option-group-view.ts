import { type DbOrTx, optionGroups } from '@shop/db';
import { asc, eq, sql } from '@shop/db/orm';
import { type AdminOptionGroup, OPTION_MESSAGES, type OptionChoice, toNrs } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/*
 * Option groups as the back office reads them (docs/product-rules.md#meal-options): each with
 * its choices in order and the meals that offer it, all read in the group's own statement.
 */

// Qualified by hand: inside the subqueries drizzle's bare "id" would be the choice's or meal's.
const choicesJson = sql<unknown>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'pricePaisa', c.price_paisa,
    'default', c.is_default, 'available', c.is_available
  ) ORDER BY c.position, c.id), '[]'::json)
  FROM option_choices c WHERE c.group_id = option_groups.id
)`;

const mealsJson = sql<unknown>`(
  SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'position', mg.position)
    ORDER BY lower(m.name), m.id), '[]'::json)
  FROM meal_option_groups mg JOIN meals m ON m.id = mg.meal_id
  WHERE mg.group_id = option_groups.id
)`;

interface ChoiceJson extends Omit<OptionChoice, 'price'> {
  pricePaisa: number | string;
}

// The drivers differ: node-postgres parses json, a text result arrives as a string.
const parsed = <T>(json: unknown): T => (typeof json === 'string' ? JSON.parse(json) : json) as T;

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
    choices: parsed<ChoiceJson[]>(choices).map(({ pricePaisa, ...choice }) => ({
      id: choice.id,
      name: choice.name,
      price: toNrs(Number(pricePaisa)),
      default: choice.default,
      available: choice.available,
    })),
    version: group.version,
    meals: parsed<AdminOptionGroup['meals']>(meals),
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
