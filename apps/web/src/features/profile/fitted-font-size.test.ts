import { describe, expect, it } from 'vitest';
import { figureEms, fittedFontSize } from './fitted-font-size.ts';

describe('fittedFontSize', () => {
  it('reads an amount about as wide as the widest fallback face draws it', () => {
    // DejaVu Sans Bold draws 'NRS 11,620.00' 8.31 em wide, 'रु ११,६२०.००' (Noto) 5.67 em.
    expect(figureEms('NRS 11,620.00')).toBeCloseTo(8.4, 1);
    expect(figureEms('रु ११,६२०.००')).toBeCloseTo(5.7, 1);
  });

  it('caps a short figure at the tile size and shrinks a long one to the tile', () => {
    expect(fittedFontSize('7')).toBe('max(0.75rem, min(var(--stat-size), 100.0cqi))');
    expect(fittedFontSize('NRS 11,620.00')).toBe('max(0.75rem, min(var(--stat-size), 11.9cqi))');
  });
});
