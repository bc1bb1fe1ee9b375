/** features/profile: the header with the customer's stats, and the two tabs. */
export const profile = {
  documentTitle: 'My Profile — Burger House',
  kicker: 'My account',
  greeting: 'Namaste, <0>{{name}}</0>',
  loadFailed: 'Failed to load profile',
  stats: {
    label: 'Your stats',
    orders: 'Orders (not\u00a0cancelled)',
    totalSpent: 'Total Spent',
    completed: 'Completed',
    vipLevel: 'VIP Level',
    level: {
      VIP: 'VIP',
      Regular: 'Regular',
      Inactive: 'Inactive',
    },
  },
  tabs: {
    label: 'Profile sections',
    info: 'Profile Info',
    orders: 'Order History',
  },
  info: {
    title: 'Profile Info',
    lead: 'The details we fill in for you at checkout.',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    zip: 'ZIP Code',
    save: 'Save Changes',
    editingDisabled: 'Profile editing is temporarily disabled.',
    editingNote:
      'Editing your details is not available yet. You can change the delivery details at checkout for each order.',
  },
} as const;
