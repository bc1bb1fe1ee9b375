import { describe, expect, it } from 'vitest';
import {
  galleryFormData,
  galleryFormValues,
  galleryFormValuesSchema,
} from './gallery-form-values.ts';

describe('the gallery form', () => {
  it('sends the fields the server reads, isActive from the status and one part per image', () => {
    const values = galleryFormValuesSchema.parse({
      title: '  Momo Night ',
      description: 'Steam and spice',
      category: 'Food',
      status: 'inactive',
      tags: 'momo, night,, momo',
    });
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.jpg')];
    const form = galleryFormData(values, files);
    expect([...form.keys()]).toEqual([
      'title',
      'description',
      'category',
      'isActive',
      'tags',
      'images',
      'images',
    ]);
    expect(form.get('title')).toBe('Momo Night');
    expect(form.get('category')).toBe('food');
    expect(form.get('isActive')).toBe('false');
    expect(form.get('tags')).toBe('momo,night');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
  });

  it('checks the spec’s rules with its messages', () => {
    const result = galleryFormValuesSchema.safeParse({
      title: ' ',
      description: '',
      category: 'x'.repeat(51),
      status: 'active',
      tags: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Maximum 50 characters',
    ]);
  });

  it('fills the form from a gallery being edited', () => {
    expect(
      galleryFormValues({
        id: 3,
        title: 'Team',
        description: 'Our crew',
        category: 'team',
        isActive: false,
        featured: false,
        tags: ['crew', 'kitchen'],
        images: ['a.webp'],
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      title: 'Team',
      description: 'Our crew',
      category: 'team',
      status: 'inactive',
      tags: 'crew, kitchen',
    });
  });
});
