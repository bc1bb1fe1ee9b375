/**
 * Badge caps (docs/product-rules.md#unread-counts): 99+ in the collapsed sidebar, 999+ in the
 * expanded one.
 */
export const BADGE_CAP = { collapsed: 99, expanded: 999 } as const;

/**
 * What a sidebar badge shows: nothing at 0 (or an unknown count), else the count up to the
 * cap, then the cap with a plus.
 */
export function badgeText(count: number | undefined, collapsed: boolean): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const cap = collapsed ? BADGE_CAP.collapsed : BADGE_CAP.expanded;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
