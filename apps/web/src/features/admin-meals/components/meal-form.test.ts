import { describe, expect, it } from 'vitest';
import { mealFormData } from './meal-form.tsx';

const meal = {
  name: 'Chicken Chilli Burger',
  description: 'Hot',
  categoryName: 'Burgers',
  price: 550,
  newPrice: 499.5,
  quantity: 12,
  rating: 4.5,
};

describe('mealFormData', () => {
  it('sends the fields as text and each new file as its own part', () => {
    const form = mealFormData(meal, {
      keptImages: null,
      keptVideos: null,
      newImages: [new File(['a'], 'a.png'), new File(['b'], 'b.png')],
      newVideos: [new File(['v'], 'v.mp4')],
    });
    expect(form.get('price')).toBe('550');
    expect(form.get('newPrice')).toBe('499.5');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.getAll('videos')).toHaveLength(1);
    expect(form.has('keptImages')).toBe(false);
  });

  it('says which current files stay, even none, and blank for no new price', () => {
    const form = mealFormData(
      { ...meal, newPrice: null },
      { keptImages: ['/uploads/meals/a.webp'], keptVideos: [], newImages: [], newVideos: [] },
    );
    expect(form.get('keptImages')).toBe('["/uploads/meals/a.webp"]');
    expect(form.get('keptVideos')).toBe('[]');
    expect(form.get('newPrice')).toBe('');
  });
});
