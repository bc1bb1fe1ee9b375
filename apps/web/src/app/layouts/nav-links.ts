/**
 * The navigation bar's dropdowns. Their words are the catalogs' `layout:navGroup.<id>` and
 * `layout:navItem.<id>`.
 */
export const NAV_GROUPS = [
  { id: 'menu', items: [{ id: 'meals', to: '/meals' }] },
  {
    id: 'gallery',
    items: [
      { id: 'photos', to: '/gallery' },
      { id: 'clients', to: '/clients' },
    ],
  },
  {
    id: 'support',
    items: [
      { id: 'contact', to: '/contact' },
      { id: 'feedback', to: '/feedback' },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'profile', to: '/profile' },
      { id: 'cart', to: '/cart' },
      { id: 'register', to: '/customer-register' },
    ],
  },
] as const;

export type NavGroup = (typeof NAV_GROUPS)[number];

/** Whether the current path belongs to a group, to mark its trigger as the current section. */
export function groupIsCurrent(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
