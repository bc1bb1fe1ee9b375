import type { AdminMeal } from '@shop/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMealMedia } from './meal-form.tsx';

const meal = (images: string[], videos: string[]) => ({ id: 7, images, videos }) as AdminMeal;

describe('the meal form’s files after "changed meanwhile"', () => {
  it('are the meal’s files as they are now, so a re-save keeps a picture another admin added', () => {
    const read = meal(['/uploads/a.jpg'], []);
    const { result } = renderHook(() => useMealMedia(read));
    act(() => result.current.images.pick([new File(['x'], 'mine.jpg', { type: 'image/jpeg' })]));

    act(() => result.current.reset(meal(['/uploads/a.jpg', '/uploads/b.jpg'], ['/uploads/v.mp4'])));

    expect(result.current.files()).toEqual({
      keptImages: ['/uploads/a.jpg', '/uploads/b.jpg'],
      keptVideos: ['/uploads/v.mp4'],
      newImages: [],
      newVideos: [],
    });
  });
});
