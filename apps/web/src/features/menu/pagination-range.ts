export type PageSlot = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: always the first and last page and the neighbours of the current
 * one, with gaps for the rest, e.g. 1 … 4 5 6 … 12. A gap never hides just one page.
 */
export function paginationRange(current: number, total: number, siblings = 1): PageSlot[] {
  const edge = siblings * 2 + 3;
  if (total <= edge + 2) return pages(1, total);
  if (current <= siblings + 3) return [...pages(1, edge), 'gap-end', total];
  if (current >= total - siblings - 2) return [1, 'gap-start', ...pages(total - edge + 1, total)];
  return [1, 'gap-start', ...pages(current - siblings, current + siblings), 'gap-end', total];
}

function pages(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
