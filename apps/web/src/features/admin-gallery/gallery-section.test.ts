import { describe, expect, it } from 'vitest';
import { cardThumbs, galleryImageUrl } from './gallery-section.tsx';

const images = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1}.webp`);

describe('a gallery card’s images', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [4, 4, 0],
    [5, 4, 2],
    [10, 4, 7],
  ])('of %i images shows %i, with +%i on the fourth', (count, shown, more) => {
    const thumbs = cardThumbs(images(count));
    expect(thumbs.shown).toHaveLength(shown);
    expect(thumbs.more).toBe(more);
  });

  it('are served under /uploads/gallery/', () => {
    expect(galleryImageUrl('abc.webp')).toBe('/uploads/gallery/abc.webp');
  });
});
