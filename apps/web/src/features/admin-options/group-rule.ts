import type { MealOptionGroup } from '@shop/shared';

export type RuleKey = 'upTo' | 'exactly' | 'between';

/**
 * How many choices a group takes once the customer chooses in it, as a catalog key under
 * `options.rule` and its figures: a group's minimum counts as at least 1 then, and an optional
 * group with no minimum may also be left empty (docs/product-rules.md#meal-options).
 */
export function ruleOf(group: Pick<MealOptionGroup, 'min' | 'max' | 'required'>) {
  const { max } = group;
  const min = Math.max(group.min, 1);
  const key: RuleKey =
    group.min === 0 && !group.required ? 'upTo' : min >= max ? 'exactly' : 'between';
  return { key, min, max };
}
