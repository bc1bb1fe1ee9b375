import type { Translation } from '../../translation.ts';
import type { contact as en } from '../en/contact.ts';

export const contact = {
  title: 'सम्पर्क गर्नुहोस् — Burger House',
  kicker: 'तपाईंको कुरा सुन्न पाउँदा खुसी लाग्छ',
  heading: 'सम्पर्क <0>गर्नुहोस्</0>',
  description:
    'अर्डर, जन्मदिनको टेबल वा अफिसका लागि क्याटरिङबारे केही सोध्नु छ? हामीलाई लेख्नुहोस्, फोन गर्नुहोस् वा ठमेलमा आउनुहोस्।',
  details: {
    title: 'हामीलाई <0>भेट्नुहोस्</0>',
    lead: 'सिधै आउनुहोस्, फोन गर्नुहोस् वा सन्देश पठाउनुहोस्: हप्ताको हरेक दिन ग्रिल बलिरहन्छ।',
    visit: 'हामीकहाँ आउनुहोस्',
    call: 'फोन गर्नुहोस्',
    callNote: 'अर्डर, बुकिङ र क्याटरिङ',
    email: 'इमेल गर्नुहोस्',
    hours: 'खुला रहने समय',
    follow: 'हामीलाई फलो गर्नुहोस्',
  },
  form: {
    title: 'हामीलाई <0>सन्देश</0> पठाउनुहोस्',
    lead: 'सबै विवरण भर्नु अनिवार्य छ। हरेक सन्देश हामी आफैं पढ्छौं।',
    label: 'हामीलाई सन्देश पठाउनुहोस्',
    subject: 'विषय',
    subjectPlaceholder: 'जन्मदिनको टेबल, अर्डर, क्याटरिङ…',
    message: 'सन्देश',
    messagePlaceholder: 'हामी कसरी सहयोग गर्न सक्छौं?',
    replyNote: 'हामी एक कार्यदिनभित्र जवाफ दिन्छौं।',
    send: 'सन्देश पठाउनुहोस्',
    sending: 'पठाउँदै...',
  },
} as const satisfies Translation<typeof en>;
