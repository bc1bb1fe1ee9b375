import type { Translation } from '../../translation.ts';
import type { adminSession as en } from '../en/admin-session.ts';

export const adminSession = {
  fields: {
    email: 'कर्मचारीको इमेल',
    password: 'पासवर्ड',
    showPassword: 'पासवर्ड देखाउनुहोस्',
    hidePassword: 'पासवर्ड लुकाउनुहोस्',
  },
  rememberMe: 'यो उपकरणमा ३० दिनसम्म साइन इन गरिरहनुहोस्',
  submit: 'साइन इन',
  submitting: 'साइन इन हुँदैछ...',
  signOut: 'साइन आउट',
  signedInAs: '{{name}} को रूपमा साइन इन',
} as const satisfies Translation<typeof en>;
