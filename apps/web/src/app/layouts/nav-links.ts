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

type ItemId = (typeof NAV_GROUPS)[number]['items'][number]['id'] | 'login' | 'signup';

export interface NavGroup {
  id: (typeof NAV_GROUPS)[number]['id'];
  items: ReadonlyArray<{ id: ItemId; to: string }>;
}

/** A signed-out visitor's Account dropdown: the doors in, instead of the profile. */
const SIGNED_OUT_ACCOUNT: NavGroup = {
  id: 'account',
  items: [
    { id: 'login', to: '/login' },
    { id: 'signup', to: '/register' },
    { id: 'cart', to: '/cart' },
    { id: 'register', to: '/customer-register' },
  ],
};

/** The dropdowns as the visitor sees them: the Account group depends on being signed in. */
export function navGroups(signedIn: boolean): readonly NavGroup[] {
  return signedIn
    ? NAV_GROUPS
    : NAV_GROUPS.map((group) => (group.id === 'account' ? SIGNED_OUT_ACCOUNT : group));
}

/** Whether the current path belongs to a group, to mark its trigger as the current section. */
export function groupIsCurrent(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
