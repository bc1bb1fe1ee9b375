/** Figures the information pages quote in their texts; each language formats them itself. */

/** The year the first counter opened in Thamel. */
export const FOUNDED_YEAR = 2016;

/**
 * A figure too long for the big type on a phone's half-width column: Nepali writes 50K+ as
 * '५० हजार+'. English figures (2016, 50K+, 120+, 4.8) are all short.
 */
export function isLongFigure(figure: string): boolean {
  return figure.length > 5;
}
