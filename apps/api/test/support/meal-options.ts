import { randomUUID } from 'node:crypto';
import { mealOptionGroups, optionChoices, optionGroups } from '@shop/db';
import type { TestApp } from '../test-app.ts';

/*
 * Option groups for the checkout tests, written straight to the database (the owner's calls
 * have tests of their own): names made unique per test, prices in NRS.
 */

export interface TestChoice {
  name: string;
  price?: number;
  default?: boolean;
  available?: boolean;
}

export interface TestGroup {
  id: number;
  name: string;
  choices: Record<string, number>;
}

export async function addOptionGroup(
  t: TestApp,
  fields: { name: string; min?: number; max?: number; required?: boolean; choices: TestChoice[] },
): Promise<TestGroup> {
  const name = `${fields.name} ${randomUUID().slice(0, 6)}`;
  const [group] = await t.db
    .insert(optionGroups)
    .values({
      name,
      minChoices: fields.min ?? 0,
      maxChoices: fields.max ?? 1,
      required: fields.required ?? false,
    })
    .returning({ id: optionGroups.id });
  if (!group) throw new Error('the option group was not written');
  const rows = await t.db
    .insert(optionChoices)
    .values(
      fields.choices.map((choice, position) => ({
        groupId: group.id,
        name: choice.name,
        pricePaisa: Math.round((choice.price ?? 0) * 100),
        isDefault: choice.default ?? false,
        isAvailable: choice.available ?? true,
        position,
      })),
    )
    .returning({ id: optionChoices.id, name: optionChoices.name });
  return { id: group.id, name, choices: Object.fromEntries(rows.map((row) => [row.name, row.id])) };
}

/** Offers the groups on the meal, in this order. */
export async function offerGroups(t: TestApp, mealId: number, groups: readonly TestGroup[]) {
  await t.db
    .insert(mealOptionGroups)
    .values(groups.map((group, position) => ({ mealId, groupId: group.id, position })));
}
