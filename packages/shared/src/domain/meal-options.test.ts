import { describe, expect, it } from 'vitest';
import { type GroupRule, lineKey, resolveChoices } from './meal-options.ts';

const choice = (
  id: number,
  name: string,
  price = 0,
  extra: Partial<GroupRule<number>['choices'][number]> = {},
) => ({
  id,
  name,
  price,
  default: false,
  available: true,
  ...extra,
});

const spice: GroupRule<number> = {
  id: 1,
  name: 'Spice level',
  min: 1,
  max: 1,
  required: true,
  choices: [choice(11, 'Mild'), choice(12, 'Medium'), choice(13, 'Hot')],
};
const extras: GroupRule<number> = {
  id: 2,
  name: 'Extras',
  min: 0,
  max: 2,
  required: false,
  choices: [choice(21, 'Cheese', 60), choice(22, 'Bacon', 120), choice(23, 'Egg', 40)],
};
const size: GroupRule<number> = {
  id: 3,
  name: 'Size',
  min: 1,
  max: 1,
  required: true,
  choices: [choice(31, 'Regular', 0, { default: true }), choice(32, 'Large', 90)],
};

describe('resolveChoices', () => {
  it('gives the choices in the order the meal shows them, with their prices', () => {
    const outcome = resolveChoices('Zinger', [spice, extras], [21, 13]);
    expect(outcome).toEqual({
      ok: true,
      chosen: [
        { id: 13, group: 'Spice level', name: 'Hot', price: 0 },
        { id: 21, group: 'Extras', name: 'Cheese', price: 60 },
      ],
    });
  });

  it('refuses a required group left empty, and names it and the meal', () => {
    expect(resolveChoices('Zinger', [spice, extras], [21])).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'Choose Spice level for Zinger',
    });
  });

  it('refuses more choices than the group allows, and fewer than its minimum', () => {
    expect(resolveChoices('Zinger', [extras], [21, 22, 23])).toMatchObject({
      message: 'Choose at most 2 of Extras for Zinger',
    });
    const pairs = { ...extras, min: 2 };
    expect(resolveChoices('Zinger', [pairs], [21])).toMatchObject({
      message: 'Choose at least 2 of Extras for Zinger',
    });
    expect(resolveChoices('Zinger', [pairs], [])).toEqual({ ok: true, chosen: [] });
  });

  it('refuses a choice of another meal and a choice listed twice', () => {
    expect(resolveChoices('Zinger', [extras], [31])).toMatchObject({
      kind: 'invalid',
      message: 'Choice 31 is not an option of Zinger',
    });
    expect(resolveChoices('Zinger', [extras], [21, 21])).toMatchObject({ kind: 'invalid' });
  });

  it('refuses a choice that is not in today as unavailable', () => {
    const noBacon = {
      ...extras,
      choices: [choice(21, 'Cheese', 60), choice(22, 'Bacon', 120, { available: false })],
    };
    expect(resolveChoices('Zinger', [noBacon], [22])).toEqual({
      ok: false,
      kind: 'unavailable',
      message: 'Bacon is not available today for Zinger',
    });
  });

  it('takes each group’s defaults when no choices are sent', () => {
    expect(resolveChoices('Zinger', [size, extras], undefined)).toEqual({
      ok: true,
      chosen: [{ id: 31, group: 'Size', name: 'Regular', price: 0 }],
    });
    expect(resolveChoices('Zinger', [spice], undefined)).toMatchObject({ ok: false });
    expect(resolveChoices('Plain', [], undefined)).toEqual({ ok: true, chosen: [] });
  });
});

describe('lineKey', () => {
  it('is the same for the same choices in any order, and differs for others', () => {
    expect(lineKey(5, [21, 13])).toBe(lineKey(5, [13, 21]));
    expect(lineKey(5, [21])).not.toBe(lineKey(5, [22]));
    expect(lineKey(5)).toBe('5');
  });
});
