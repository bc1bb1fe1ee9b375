import { describe, expect, it } from 'vitest';
import { shareOfTotal } from './category-share.ts';

describe('shareOfTotal', () => {
  it('gives each slice its percent of the whole, to one decimal', () => {
    const amounts = [500, 300, 200];
    expect(amounts.map((_, i) => shareOfTotal(amounts, i))).toEqual(['50%', '30%', '20%']);
    expect(shareOfTotal([1, 2], 0)).toBe('33.3%');
    expect(shareOfTotal([0.1, 0.2], 1)).toBe('66.7%');
  });

  it('says 0% of an empty whole, and for a slice that is not there', () => {
    expect(shareOfTotal([0, 0], 0)).toBe('0%');
    expect(shareOfTotal([10], 3)).toBe('0%');
  });
});
