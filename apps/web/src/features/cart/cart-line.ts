import {
  type LineChoice,
  lineKey,
  type Meal,
  type MealOptionGroup,
  toNrs,
  toPaisa,
} from '@shop/shared';

/** A choice the customer made, as the cart keeps and shows it ("Spice level: Hot", +NRS). */
export type CartChoice = LineChoice;

/**
 * The meal fields the cart keeps, and the option groups the menu answered with (to price the
 * choices again); the server prices every order: docs/product-rules.md#pricing
 */
export type CartMeal = Pick<Meal, 'id' | 'name' | 'price' | 'image' | 'categoryName'> & {
  options?: readonly MealOptionGroup[];
};

/**
 * A meal with its choices (none: the meal as it comes): `price` is the unit price with them (the
 * meal's plus the choices').
 */
export type CartLine = Omit<CartMeal, 'options'> & { choices?: CartChoice[] };

/** The same meal with other choices is another line (docs/product-rules.md#meal-options). */
export const cartLineKey = (line: Pick<CartLine, 'id' | 'choices'>): string =>
  lineKey(
    line.id,
    (line.choices ?? []).map(({ id }) => id),
  );

/** The choices with the names and prices `groups` give them now; unknown ones as they were. */
function currentChoices(
  choices: readonly CartChoice[],
  groups: readonly MealOptionGroup[],
): CartChoice[] {
  return choices.map((choice) => {
    for (const group of groups) {
      const now = group.choices.find(({ id }) => id === choice.id);
      if (now) return { id: now.id, group: group.name, name: now.name, price: now.price };
    }
    return choice;
  });
}

/** The line of `meal` with `choices`, at the menu's prices. */
export function cartLineOf(
  meal: CartMeal,
  choices: readonly CartChoice[] = [],
): Required<CartLine> {
  const priced = currentChoices(choices, meal.options ?? []);
  const unit = priced.reduce((sum, choice) => sum + toPaisa(choice.price), toPaisa(meal.price));
  return {
    id: meal.id,
    name: meal.name,
    price: toNrs(unit),
    image: meal.image,
    categoryName: meal.categoryName,
    choices: priced,
  };
}

/** The choices the customer picked in `groups`, by id, in the order the meal shows them. */
export function choicesFromIds(
  groups: readonly MealOptionGroup[],
  ids: readonly number[],
): CartChoice[] {
  const picked = new Set(ids);
  return groups.flatMap((group) =>
    group.choices
      .filter(({ id }) => picked.has(id))
      .map(({ id, name, price }) => ({ id, group: group.name, name, price })),
  );
}
