import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range.ts';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(paginationRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
  });

  it('shows the neighbours of a page in the middle', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 12]);
  });

  it('keeps the last pages together near the end', () => {
    expect(paginationRange(12, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(paginationRange(9, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
  });

  it('always shows the same number of slots once pages overflow', () => {
    for (let page = 1; page <= 30; page += 1) {
      expect(paginationRange(page, 30)).toHaveLength(7);
      expect(paginationRange(page, 30)).toContain(page);
    }
  });
});
