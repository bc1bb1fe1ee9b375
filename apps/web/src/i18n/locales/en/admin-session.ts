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
  twoFactor: {
    title: 'Enter your sign-in code',
    lead: 'Open your authenticator app and enter the 6-digit code it shows for Burger House. Lost your phone? Enter one of your recovery codes.',
    code: 'Code',
    submit: 'Verify and sign in',
    submitting: 'Checking...',
    back: 'Use another account',
  },
  signOut: 'Sign Out',
  signedInAs: 'Signed in as {{name}}',
} as const;
