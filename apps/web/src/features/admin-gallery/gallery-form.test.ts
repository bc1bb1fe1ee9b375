import { describe, expect, it } from 'vitest';
import {
  galleryFormData,
  galleryFormValues,
  galleryFormValuesSchema,
} from './components/gallery-form.tsx';

describe('the gallery form', () => {
  it('sends the fields the server reads, isActive from the status and one part per image', () => {
    const values = galleryFormValuesSchema(true).parse({
      title: '  Momo Night ',
      description: 'Steam and spice',
      category: 'Food',
      status: 'inactive',
      tags: 'momo, night,, momo',
      files: [
        { id: 'a', file: new File(['a'], 'a.png') },
        { id: 'b', file: new File(['b'], 'b.jpg') },
      ],
    });
    const form = galleryFormData(values);
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

  it('checks the server’s rules with its messages, and asks a new gallery for a picture', () => {
    const values = {
      title: ' ',
      description: '',
      category: 'x'.repeat(51),
      status: 'active',
      tags: '',
      files: [],
    };
    const messages = (isNew: boolean) =>
      galleryFormValuesSchema(isNew)
        .safeParse(values)
        .error?.issues.map((issue) => issue.message);
    expect(messages(false)).toEqual(['Title is required', 'Maximum 50 characters']);
    expect(messages(true)).toEqual([
      'Title is required',
      'Maximum 50 characters',
      'At least one image is required for new gallery',
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
      files: [],
    });
  });
});
