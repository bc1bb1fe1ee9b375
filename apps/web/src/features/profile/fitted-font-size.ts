/**
 * About how wide a character is, in em, in the widest bold face the shop falls back to
 * (DejaVu Sans Bold): gaps and separators are narrow, Devanagari (vowel signs included) narrower
 * than Latin letters and digits.
 */
function characterEms(character: string): number {
  if (/[\s.,]/.test(character)) return 0.4;
  if (/[\u0900-\u097F]/.test(character)) return 0.5;
  return 0.72;
}

/** How wide a figure is, in em: near enough to size it to its box. */
function figureEms(figure: string): number {
  let ems = 0;
  for (const character of figure) ems += characterEms(character);
  return ems;
}

/**
 * A figure's CSS font size: up to `--stat-size`, smaller when the figure is long, so that it
 * fills at most the width of its query container (`@container`) and never wraps: an amount
 * such as 'NRS 12,500.00' stays on one line in a narrow tile.
 */
export function fittedFontSize(figure: string): string {
  const fitting = 100 / Math.max(figureEms(figure), 1);
  return `max(0.75rem, min(var(--stat-size), ${fitting.toFixed(1)}cqi))`;
}
