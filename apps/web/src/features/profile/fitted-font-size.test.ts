import { describe, expect, it } from 'vitest';
import { fittedFontSize } from './fitted-font-size.ts';

/** The size a figure is given when it is long, in hundredths of its tile's width (cqi). */
const fittedCqi = (figure: string) => Number(/([\d.]+)cqi/.exec(fittedFontSize(figure))?.[1]);

describe('fittedFontSize', () => {
  it('sizes an amount to fill its tile, never more, as the widest fallback face draws it', () => {
    // DejaVu Sans Bold draws 'NRS 11,620.00' 8.31 em wide, 'रु ११,६२०.००' (Noto) 5.67 em.
    for (const [figure, drawnEms] of [
      ['NRS 11,620.00', 8.31],
      ['रु ११,६२०.००', 5.67],
    ] as const) {
      const width = drawnEms * fittedCqi(figure);
      expect(width, figure).toBeLessThanOrEqual(100);
      expect(width, figure).toBeGreaterThan(95);
    }
  });

  it('caps a short figure at the tile size and shrinks a long one to the tile', () => {
    expect(fittedFontSize('7')).toBe('max(0.75rem, min(var(--stat-size), 100.0cqi))');
    expect(fittedFontSize('NRS 11,620.00')).toBe('max(0.75rem, min(var(--stat-size), 11.9cqi))');
  });
});
