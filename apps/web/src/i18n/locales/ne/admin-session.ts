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
  twoFactor: {
    title: 'साइन इन कोड लेख्नुहोस्',
    lead: 'आफ्नो अथेन्टिकेटर एप खोलेर Burger House का लागि देखाइएको ६ अङ्कको कोड लेख्नुहोस्। फोन हरायो? आफ्नो कुनै एउटा रिकभरी कोड लेख्नुहोस्।',
    code: 'कोड',
    submit: 'जाँचेर साइन इन गर्नुहोस्',
    submitting: 'जाँच्दैछ...',
    back: 'अर्को खाताबाट साइन इन',
  },
  signOut: 'साइन आउट',
  signedInAs: '{{name}} को रूपमा साइन इन',
} as const satisfies Translation<typeof en>;
