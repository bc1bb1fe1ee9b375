/** The back office's staff section (English only: docs/decisions/022). */
export const adminStaff = {
  staff: {
    documentTitle: 'Staff · Burger House admin',
    heading: 'Staff',
    description:
      'Who signs in to the back office, the kitchen display and the check-in kiosk, and what each role may use.',
    add: 'Add Staff Member',
    list: 'Staff accounts',
    matches_one: '{{count, number}} staff member',
    matches_other: '{{count, number}} staff members',
    table: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Access',
      added: 'Added',
      actions: 'Actions',
    },
    you: '(you)',
    deactivatedOn: 'since {{date}}',
    actions: {
      edit: 'Edit {{name}}',
      delete: 'Deactivate {{name}}',
      deactivate: 'Deactivate {{name}}',
      activate: 'Let {{name}} sign in again',
    },
    empty: { title: 'No staff accounts', none: 'Add the people who work in the restaurant.' },
    error: { title: 'Error Loading Staff' },
    loadFailed: 'Failed to load the staff accounts. Please try again.',
    deactivate: {
      title: 'Deactivate {{name}}?',
      question:
        'They are signed out at once and can no longer sign in. The activity log keeps their name; you can let them in again later.',
      confirm: 'Deactivate',
      failed: 'Failed to change the staff member’s access. Please try again.',
    },
    form: {
      addTitle: 'Add a staff member',
      editTitle: 'Edit staff member',
      create: 'Add Staff Member',
      update: 'Save Changes',
      createFailed: 'Failed to add the staff member. Please try again.',
      updateFailed: 'Failed to save the staff member. Please try again.',
      name: 'Name',
      namePlaceholder: 'Sita Gurung',
      email: 'Email',
      emailPlaceholder: 'sita@burgerhouse.com.np',
      emailHint: 'They sign in with it; it cannot be changed later.',
      emailFixed: 'Signs in as {{email}}.',
      role: 'Role',
      roleHint:
        'Owner: everything, including staff and settings. Manager: everything else. Kitchen: the kitchen display. Counter: the check-in kiosk and handing orders over.',
      password: 'Password',
      passwordHint:
        'At least 8 characters with upper- and lower-case letters and a digit. Tell it to them in person.',
      passwordKeep: 'Leave empty to keep their password; a new one signs them out everywhere.',
      active: 'May sign in',
      activeHint: 'Off: signed out at once, and refused at the sign-in.',
    },
  },
} as const;
