import type { Translation } from '../../translation.ts';
import type { kitchen as en } from '../en/kitchen.ts';

export const kitchen = {
  documentTitle: 'भान्सा डिस्प्ले — Burger House',
  header: {
    label: 'भान्सा डिस्प्ले',
    title: 'भान्सा',
    home: 'Burger House गृहपृष्ठ',
    clock: 'अहिलेको समय',
  },
  connection: {
    connecting: 'जोडिँदै…',
    live: 'लाइभ',
    reconnecting: 'फेरि जोडिँदै…',
  },
  sound: {
    turnOn: 'आवाज खोल्न थिच्नुहोस्',
    on: 'आवाज खुला छ',
    turnOff: 'आवाज खुला छ: बन्द गर्न थिच्नुहोस्',
  },
  columns: {
    label: 'स्थिति अनुसार खुला अर्डरहरू',
    confirmed: 'नयाँ',
    preparing: 'पकाउँदै',
    ready: 'तयार',
    count_one: '{{count, number}} अर्डर',
    count_other: '{{count, number}} अर्डर',
    none: 'यहाँ केही छैन',
  },
  ticket: {
    label: 'अर्डर {{number}}',
    delivery: 'डेलिभरी',
    pickup: 'पिकअप',
    forLater: '{{when}}का लागि',
    asap: 'सकेसम्म छिटो',
    timer: 'अर्डर गरेदेखिको समय',
    due: '{{time}} सम्म',
    tone: {
      calm: 'समयमै',
      amber: 'समय नजिकियो',
      red: 'ढिलो भयो',
    },
    items: 'सामानहरू',
    note: 'नोट',
    new: 'नयाँ अर्डर',
    start: 'पकाउन सुरु गर्नुहोस्',
    ready: 'तयार भयो',
    waiting: {
      delivery: 'राइडरको पर्खाइमा',
      pickup: 'ग्राहकको पर्खाइमा',
    },
    payment: { paid: 'भुक्तानी भयो', cash: 'नगद' },
    print: 'टिकट प्रिन्ट गर्नुहोस्',
    moved: {
      preparing: '{{number}} पकाउँदै छ',
      ready: '{{number}} तयार छ',
    },
    moveFailed: 'टिकट सार्न सकिएन',
    printFailed: 'टिकट प्रिन्ट गर्न सकिएन',
  },
  empty: {
    title: 'कुनै खुला अर्डर छैन',
    lead: 'नयाँ अर्डर पुष्टि हुनेबित्तिकै यहाँ देखिन्छ।',
  },
  error: {
    title: 'टिकटहरू लोड गर्न सकिएन',
    retry: 'फेरि प्रयास गर्नुहोस्',
  },
  gate: {
    kicker: 'कर्मचारीका लागि मात्र',
    heading: 'भान्सा डिस्प्ले खोल्न साइन इन गर्नुहोस्',
    description:
      'यो स्क्रिनले भान्सालाई पकाउनुपर्ने अर्डरहरू लाइभ देखाउँछ, र तयार हुँदै जाँदा तिनलाई अगाडि सार्छ। प्रयोग गर्नुअघि कर्मचारीले साइन इन गर्नुपर्छ।',
    formTitle: 'कर्मचारी साइन इन',
    formLead: 'आफ्नो Burger House कर्मचारी खाता प्रयोग गर्नुहोस्।',
    backToShop: 'पसलमा फर्कनुहोस्',
  },
  notForRole: {
    title: 'भान्सा डिस्प्ले तपाईंको भूमिकाका लागि होइन',
    lead: 'तपाईं {{name}} को रूपमा साइन इन हुनुहुन्छ। भान्साको खाताका लागि मालिकलाई सोध्नुहोस्, वा साइन आउट गरेर भान्सालाई साइन इन गर्न दिनुहोस्।',
  },
} as const satisfies Translation<typeof en>;
