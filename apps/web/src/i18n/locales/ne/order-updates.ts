import type { Translation } from '../../translation.ts';
import type { orderUpdates as en } from '../en/order-updates.ts';

export const orderUpdates = {
  status: {
    awaiting_payment: {
      title: 'तपाईंको भुक्तानी पर्खिँदै',
      body: 'भुक्तानी भएपछि अर्डर {{number}} रेस्टुरेन्टमा पुग्छ।',
    },
    pending: {
      title: 'अर्डर प्राप्त भयो',
      body: 'अर्डर {{number}} रेस्टुरेन्टले पक्का गर्ने पर्खाइमा छ।',
    },
    confirmed: {
      title: 'अर्डर पक्का भयो',
      body: 'रेस्टुरेन्टले अर्डर {{number}} स्वीकार गरेको छ।',
    },
    preparing: {
      title: 'तपाईंको अर्डर तयार हुँदैछ',
      body: 'हाम्रो भान्सामा अहिले अर्डर {{number}} पाकिरहेको छ।',
    },
    ready: {
      title: 'लैजान तयार',
      body: 'अर्डर {{number}} लैजानका लागि तयार छ।',
    },
    out_for_delivery: {
      title: 'डेलिभरीका लागि निस्कियो',
      body: 'अर्डर {{number}} तपाईंतर्फ आउँदैछ।',
    },
    delivered: {
      title: 'अर्डर डेलिभर भयो',
      body: 'अर्डर {{number}} डेलिभर भयो। मीठो भोजनको आनन्द लिनुहोस्!',
    },
    cancelled: {
      title: 'अर्डर रद्द भयो',
      body: 'अर्डर {{number}} रद्द गरिएको छ।',
    },
    unknown: {
      title: 'अर्डरको अवस्था अद्यावधिक भयो',
      body: 'अर्डर {{number}} को अवस्था बदलिएको छ।',
    },
  },
  payment: {
    received: {
      title: 'भुक्तानी प्राप्त भयो',
      body: 'तपाईंको भुक्तानी प्राप्त भयो: रेस्टुरेन्टमा तपाईंको अर्डर {{number}} पुगेको छ।',
    },
    notPaidInTime: {
      title: 'अर्डर रद्द भयो',
      body: 'समयमै भुक्तानी भएन: अर्डर {{number}} रद्द गरियो।',
    },
  },
  rejected: 'रेस्टुरेन्टले अर्डर {{number}} लिन सकेन: {{reason}}।',
  note: 'रेस्टुरेन्टको टिप्पणी: {{notes}}',
  view: 'अर्डर हेर्नुहोस्',
} as const satisfies Translation<typeof en>;
