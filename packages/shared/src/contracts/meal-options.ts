import { z } from 'zod';
import { nrsAmount, pathId, wholeNumber } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * Meal options (docs/product-rules.md#meal-options): the owner's option groups ("Spice level":
 * choose exactly 1 of Mild, Medium, Hot; "Extras": up to 3, Cheese +NRS 60), each group shared
 * by any number of meals, and the choices a customer makes on a line of an order.
 */

export const OPTION_LIMITS = {
  nameLength: 60,
  choices: 20,
  groupsPerMeal: 10,
  maxChoices: 20,
} as const;
const L = OPTION_LIMITS;

export const OPTION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.nameLength} characters`,
  choiceNameRequired: 'Every choice needs a name',
  choiceNameTooLong: `A choice's name must be at most ${L.nameLength} characters`,
  choiceNamesRepeat: 'Two choices of a group cannot have the same name',
  choicePriceInvalid: 'A choice’s price must be an amount of 0 or more with at most two decimals',
  choicesRequired: 'A group needs at least one choice',
  tooManyChoices: `A group has at most ${L.choices} choices`,
  minInvalid: `Minimum must be a whole number from 0 to ${L.maxChoices}`,
  maxInvalid: `Maximum must be a whole number from 1 to ${L.maxChoices}`,
  minAboveMax: 'Minimum cannot be more than maximum',
  tooManyDefaults: 'A group cannot have more default choices than its maximum',
  choiceIdInvalid: 'A choice id must be a whole number of 1 or more',
  choiceIdRepeats: 'A choice is listed twice',
  choiceIdUnknown: (id: number) => `Choice ${id} is not one of this group's choices`,
  nameTaken: (name: string) => `An option group named ${name} already exists`,
  notFound: 'Option group not found',
  mealNotFound: 'Meal not found',
  groupIdInvalid: 'A group id must be a whole number of 1 or more',
  groupIdsRequired: 'groupIds must be a list of option group ids (empty for none)',
  groupsRepeat: 'A group is listed twice',
  tooManyGroups: `A meal offers at most ${L.groupsPerMeal} option groups`,
  groupUnknown: (id: number) => `There is no option group ${id}`,
  created: 'Option group created',
  updated: 'Option group saved',
  deleted: 'Option group deleted',
  mealGroupsSaved: 'The meal’s options are saved',
  stale:
    'This option group changed after you opened it: the form now shows its current details. Check them and save again.',
  // Checkout (the line's meal named).
  choiceRequired: (group: string, meal: string) => `Choose ${group} for ${meal}`,
  tooFewChoices: (count: number, group: string, meal: string) =>
    `Choose at least ${count} of ${group} for ${meal}`,
  tooManyChosen: (count: number, group: string, meal: string) =>
    `Choose at most ${count} of ${group} for ${meal}`,
  notThisMeal: (id: number, meal: string) => `Choice ${id} is not an option of ${meal}`,
  choiceTwice: (meal: string) => `A choice of ${meal} is listed twice`,
  choiceUnavailable: (choice: string, meal: string) =>
    `${choice} is not available today for ${meal}`,
} as const;
const m = OPTION_MESSAGES;

const nameField = (tooLong: string, missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : tooLong) })
    .trim()
    .max(L.nameLength, { error: tooLong })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .pipe(z.string().min(1, { error: missing }));

export const optionChoiceRequestSchema = z
  .object({
    id: wholeNumber(m.choiceIdInvalid, 1, 2_147_483_647).optional().meta({
      description: "An existing choice's id, to keep it (carts hold it); left out: a new choice",
    }),
    name: nameField(m.choiceNameTooLong, m.choiceNameRequired),
    price: nrsAmount(m.choicePriceInvalid)
      .default(0)
      .meta({ description: 'What the choice adds to the meal’s price, NRS' }),
    default: z
      .boolean()
      .default(false)
      .meta({ description: 'Chosen until the customer says otherwise' }),
    available: z
      .boolean()
      .default(true)
      .meta({ description: 'False: shown but not offered today' }),
  })
  .meta({ id: 'OptionChoiceRequest' });

/** POST /api/admin/option-groups and PUT …/{id}: the group with every choice, in order. */
export const optionGroupRequestSchema = z
  .object({
    name: nameField(m.nameTooLong, m.nameRequired),
    min: wholeNumber(m.minInvalid, 0, L.maxChoices)
      .default(0)
      .meta({ description: 'Fewest choices once any is made (a required group: at least 1)' }),
    max: wholeNumber(m.maxInvalid, 1, L.maxChoices)
      .default(1)
      .meta({ description: 'Most choices' }),
    required: z.boolean().default(false).meta({ description: 'The customer must choose' }),
    choices: z
      .array(optionChoiceRequestSchema, { error: m.choicesRequired })
      .min(1, { error: m.choicesRequired })
      .max(L.choices, { error: m.tooManyChoices }),
    version: expectedVersionSchema,
  })
  .superRefine((group, context) => {
    const fail = (message: string, path: PropertyKey[]) =>
      context.addIssue({ code: 'custom', message, path });
    if (group.min > group.max) fail(m.minAboveMax, ['min']);
    if (group.choices.filter((choice) => choice.default).length > group.max) {
      fail(m.tooManyDefaults, ['choices']);
    }
    const names = group.choices.map((choice) => choice.name.toLowerCase());
    if (new Set(names).size !== names.length) fail(m.choiceNamesRepeat, ['choices']);
    const ids = group.choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id]));
    if (new Set(ids).size !== ids.length) fail(m.choiceIdRepeats, ['choices']);
  })
  .meta({ id: 'OptionGroupRequest' });
export type OptionGroupRequest = z.input<typeof optionGroupRequestSchema>;
export type OptionGroupRequestParsed = z.output<typeof optionGroupRequestSchema>;

export const optionGroupParamsSchema = z.object({ id: pathId('Option group') });

/** PUT /api/admin/meals/{id}/option-groups: the groups the meal offers, in display order. */
export const mealOptionGroupsRequestSchema = z
  .object({
    groupIds: z
      .array(wholeNumber(m.groupIdInvalid, 1, 2_147_483_647), { error: m.groupIdsRequired })
      .max(L.groupsPerMeal, { error: m.tooManyGroups })
      .refine((ids) => new Set(ids).size === ids.length, { error: m.groupsRepeat }),
  })
  .meta({ id: 'MealOptionGroupsRequest' });

export const optionChoiceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().meta({ description: 'Added to the meal’s price, NRS' }),
    default: z.boolean(),
    available: z.boolean(),
  })
  .meta({ id: 'OptionChoice' });
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

/** A group as a meal offers it (the menu's `options`). */
export const mealOptionGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    min: z.number().int(),
    max: z.number().int(),
    required: z.boolean(),
    choices: z.array(optionChoiceSchema),
  })
  .meta({ id: 'MealOptionGroup' });
export type MealOptionGroup = z.infer<typeof mealOptionGroupSchema>;

/** A group in the back office: with its version and the meals that offer it. */
export const adminOptionGroupSchema = mealOptionGroupSchema
  .extend({
    version: recordVersionSchema,
    meals: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        position: z.number().int().meta({ description: 'Where the meal shows this group, from 0' }),
      }),
    ),
  })
  .meta({ id: 'AdminOptionGroup' });
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;

export const adminOptionGroupListSchema = z
  .object({ data: z.array(adminOptionGroupSchema) })
  .meta({ id: 'AdminOptionGroupList' });

export const adminOptionGroupSavedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminOptionGroupSchema })
  .meta({ id: 'AdminOptionGroupSaved' });

export const mealOptionGroupsSavedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: z.array(mealOptionGroupSchema) })
  .meta({ id: 'MealOptionGroupsSaved' });

/** A choice on a line of an order, as it was when ordered. */
/** A choice on a line the customer is about to order (a cart's, a reorder's). */
export const lineChoiceSchema = z
  .object({
    id: z.number().int(),
    group: z.string().meta({ description: 'The name of its group' }),
    name: z.string(),
    price: z.number().meta({ description: 'Added to the unit price, NRS' }),
  })
  .meta({ id: 'LineChoice' });
export type LineChoice = z.infer<typeof lineChoiceSchema>;

export const orderLineChoiceSchema = lineChoiceSchema
  .extend({
    id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The choice ordered (the owner may have deleted it since)' }),
    price: z.number().meta({ description: 'Added to the unit price when ordered, NRS' }),
  })
  .meta({ id: 'OrderLineChoice' });
export type OrderLineChoice = z.infer<typeof orderLineChoiceSchema>;
