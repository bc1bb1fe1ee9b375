import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { swipe } from '@/lib/carousel/test/swipe.ts';
import { MealImageCarousel } from './meal-image-carousel.tsx';

afterEach(cleanup);

describe('MealImageCarousel', () => {
  it('follows a swipe across the photo to the next and the previous one', () => {
    render(<MealImageCarousel images={['/a.webp', '/b.webp', '/c.webp']} name="Jhol Momo" />);
    const photo = () => screen.getByRole('img');
    expect(photo().getAttribute('alt')).toBe('Jhol Momo, photo 1 of 3');
    swipe(photo(), 'next');
    expect(photo().getAttribute('alt')).toBe('Jhol Momo, photo 2 of 3');
    swipe(photo(), 'previous');
    swipe(photo(), 'previous');
    expect(photo().getAttribute('alt')).toBe('Jhol Momo, photo 3 of 3');
  });
});
