import type { MealOptionGroup } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  groupNeed,
  initialPicks,
  isAtMost,
  isSingleChoice,
  togglePick,
  unitPriceWith,
} from './option-picks.ts';

const choice = (id: number, name: string, price = 0, extra = {}) => ({
  id,
  name,
  price,
  default: false,
  available: true,
  ...extra,
});
const spice: MealOptionGroup = {
  id: 1,
  name: 'Spice level',
  min: 1,
  max: 1,
  required: true,
  choices: [choice(1, 'Mild', 0, { default: true }), choice(2, 'Medium'), choice(3, 'Hot')],
};
const extras: MealOptionGroup = {
  id: 2,
  name: 'Extras',
  min: 0,
  max: 2,
  required: false,
  choices: [
    choice(4, 'Cheese', 60),
    choice(5, 'Bacon', 120, { available: false }),
    choice(6, 'Egg', 45),
  ],
};
const sauces: MealOptionGroup = {
  id: 3,
  name: 'Sauces',
  min: 2,
  max: 3,
  required: false,
  choices: [choice(7, 'Mayo'), choice(8, 'Ketchup'), choice(9, 'Mustard'), choice(10, 'Chilli')],
};

describe('a meal dialog’s choices', () => {
  it('opens with the defaults that are in today, and draws exactly one as radio buttons', () => {
    expect(initialPicks([spice, extras])).toEqual([1]);
    expect(isSingleChoice(spice)).toBe(true);
    expect(isSingleChoice(extras)).toBe(false);
    expect(isSingleChoice({ min: 0, max: 1, required: false })).toBe(false);
  });

  it('replaces the pick of a one-choice group', () => {
    expect(togglePick([1, 4], spice, 3)).toEqual([4, 3]);
  });

  it('stops check boxes at the group’s most, and ignores a choice that is off today', () => {
    let picks = togglePick([1], extras, 4);
    picks = togglePick(picks, extras, 6);
    expect(picks).toEqual([1, 4, 6]);
    expect(togglePick([1, 4], extras, 5)).toEqual([1, 4]);
    expect(isAtMost(picks, extras, 5)).toBe(true);
    expect(isAtMost(picks, extras, 4)).toBe(false);
    expect(togglePick(picks, extras, 4)).toEqual([1, 6]);
  });

  it('says what a group still needs: a required choice, or its fewest once begun', () => {
    expect(groupNeed([], spice)).toEqual({ kind: 'required' });
    expect(groupNeed([], sauces)).toBeNull();
    expect(groupNeed([7], sauces)).toEqual({ kind: 'atLeast', min: 2 });
    expect(groupNeed([7, 8], sauces)).toBeNull();
  });

  it('prices the unit with its choices, in paisa', () => {
    expect(unitPriceWith(450.5, [spice, extras], [3, 4, 6])).toBe(555.5);
  });
});
