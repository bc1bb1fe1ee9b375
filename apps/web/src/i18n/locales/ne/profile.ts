import type { Translation } from '../../translation.ts';
import type { profile as en } from '../en/profile.ts';

export const profile = {
  documentTitle: 'मेरो प्रोफाइल — Burger House',
  kicker: 'मेरो खाता',
  greeting: 'नमस्ते, <0>{{name}}</0>',
  loadFailed: 'प्रोफाइल ल्याउन सकिएन',
  stats: {
    label: 'तपाईंको विवरण',
    orders: 'अर्डर (रद्द\u00a0बाहेक)',
    totalSpent: 'जम्मा खर्च',
    completed: 'पूरा भएका',
    vipLevel: 'VIP स्तर',
    level: {
      VIP: 'VIP',
      Regular: 'नियमित',
      Inactive: 'निष्क्रिय',
    },
  },
  tabs: {
    label: 'प्रोफाइलका भागहरू',
    info: 'प्रोफाइल विवरण',
    orders: 'अर्डरको इतिहास',
  },
  info: {
    title: 'प्रोफाइल विवरण',
    lead: 'चेकआउटमा हामीले तपाईंका लागि भरिदिने विवरण।',
    firstName: 'पहिलो नाम',
    lastName: 'थर',
    email: 'इमेल',
    phone: 'फोन नम्बर',
    address: 'ठेगाना',
    city: 'सहर',
    zip: 'ZIP कोड',
    save: 'परिवर्तन सेभ गर्नुहोस्',
    editingDisabled: 'प्रोफाइल सम्पादन अहिलेलाई बन्द गरिएको छ।',
    editingNote:
      'आफ्ना विवरण सम्पादन गर्ने सुविधा अझै उपलब्ध छैन। हरेक अर्डरको डेलिभरी विवरण चेकआउटमा बदल्न सक्नुहुन्छ।',
  },
} as const satisfies Translation<typeof en>;
