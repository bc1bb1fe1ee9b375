import { describe, expect, it } from 'vitest';
import {
  categoryFormSchema,
  ADMIN_MENU_MESSAGES as M,
  mealFormSchema,
  mealUpdateFormSchema,
} from './admin-menu.ts';

const form = { name: 'Jhol Momo', description: 'In broth', categoryName: 'Momo', price: '320' };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the meal form', () => {
  it('reads form text into numbers, blank optional fields at their defaults', () => {
    expect(mealFormSchema.parse({ ...form, newPrice: ' ', quantity: '', rating: '' })).toEqual({
      ...form,
      price: 320,
      newPrice: null,
      quantity: 0,
      rating: 0,
    });
    expect(
      mealFormSchema.parse({ ...form, newPrice: '299.5', quantity: '12', rating: '4.7' }),
    ).toMatchObject({ price: 320, newPrice: 299.5, quantity: 12, rating: 4.7 });
  });

  it('names every missing required field', () => {
    expect(messages(mealFormSchema.safeParse({}))).toEqual([
      M.mealNameRequired,
      M.descriptionRequired,
      M.categoryRequired,
      M.priceRequired,
    ]);
  });

  it.each([
    [{ price: '12.345' }, M.priceInvalid],
    [{ price: '1e3' }, M.priceInvalid],
    [{ newPrice: '320' }, M.newPriceNotLower],
    [{ newPrice: 'half' }, M.newPriceInvalid],
    [{ quantity: '-2' }, 'Quantity cannot be negative'],
    [{ quantity: '10000000' }, 'Quantity must be at most 1,000,000'],
    [{ quantity: '2.5' }, 'Quantity must be a whole number, without decimals'],
    [{ rating: '5.5' }, M.ratingInvalid],
    [{ rating: '3.33' }, M.ratingInvalid],
  ])('refuses %j', (overrides, message) => {
    expect(messages(mealFormSchema.safeParse({ ...form, ...overrides }))).toEqual([message]);
  });

  it('reads the files to keep from a JSON list in a form field', () => {
    const parsed = mealUpdateFormSchema.parse({
      ...form,
      keptImages: '["/uploads/meals/a.webp"]',
      keptVideos: [],
    });
    expect(parsed).toMatchObject({ keptImages: ['/uploads/meals/a.webp'], keptVideos: [] });
    expect(messages(mealUpdateFormSchema.safeParse({ ...form, keptImages: 'a.webp' }))).toEqual([
      M.keptFilesInvalid,
    ]);
  });
});

describe('the category form', () => {
  it('needs a name and a description; removeImage is a true/false word', () => {
    expect(messages(categoryFormSchema.safeParse({ name: ' ' }))).toEqual([
      M.categoryNameRequired,
      M.descriptionRequired,
    ]);
    expect(
      categoryFormSchema.parse({ name: 'Soups', description: 'Hot', removeImage: 'true' }),
    ).toEqual({ name: 'Soups', description: 'Hot', removeImage: true });
  });

  it('says how many meals keep a category from being deleted', () => {
    expect(M.categoryHasMeals(1)).toBe('This category still has 1 meal. Move or delete it first.');
    expect(M.categoryHasMeals(7)).toBe(
      'This category still has 7 meals. Move or delete them first.',
    );
  });
});
