export interface NavItem {
  label: string;
  to: string;
  description: string;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

/** The navigation bar's dropdowns: Menu, Gallery, Support and Account. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'menu',
    label: 'Menu',
    items: [{ label: 'Our Meals', to: '/meals', description: 'Burgers, fried chicken & sides' }],
  },
  {
    id: 'gallery',
    label: 'Gallery',
    items: [
      { label: 'Photo Gallery', to: '/gallery', description: 'Food, events and the team' },
      { label: 'Happy Clients', to: '/clients', description: 'Partners and testimonials' },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    items: [
      { label: 'Contact Us', to: '/contact', description: 'Questions, orders and bookings' },
      { label: 'Give Feedback', to: '/feedback', description: 'Tell us how we did' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    items: [
      { label: 'My Profile', to: '/profile', description: 'Details and order history' },
      { label: 'My Cart', to: '/cart', description: 'Review and check out' },
      {
        label: 'Customer Registration',
        to: '/customer-register',
        description: 'Check in at the counter',
      },
    ],
  },
];

/** Whether the current path belongs to a group, to mark its trigger as the current section. */
export function groupIsCurrent(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
