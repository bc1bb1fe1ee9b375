/** features/admin-session: the staff (admin) sign-in, shared by the kiosk and the back office. */
export const adminSession = {
  fields: {
    email: 'Staff email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  rememberMe: 'Keep me signed in on this device for 30 days',
  submit: 'Sign In',
  submitting: 'Signing in...',
  signOut: 'Sign Out',
  signedInAs: 'Signed in as {{name}}',
} as const;
