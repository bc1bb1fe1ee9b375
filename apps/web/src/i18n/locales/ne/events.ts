import type { Translation } from '../../translation.ts';
import type { events as en } from '../en/events.ts';

export const events = {
  title: 'विशेष अफर',
  happeningNow: 'अहिले चलिरहेको',
  specialEvent: 'विशेष कार्यक्रम',
  percentOff: '{{percent, number}}% छुट',
  endingSoon: 'छिट्टै सकिँदै!',
  dates: 'मिति',
  time: 'समय',
  allDay: 'दिनभरि',
  useCode: 'यो कोड प्रयोग गर्नुहोस्:',
  copyCode: 'कोड कपी गर्नुहोस्',
  orderNow: 'अहिले अर्डर गर्नुहोस्',
  previous: 'अघिल्लो कार्यक्रम',
  next: 'अर्को कार्यक्रम',
  showEvent: '{{position, number}} नम्बर कार्यक्रम हेर्नुहोस्: {{title}}',
  position: '{{total, number}} मध्ये {{position, number}}',
} as const satisfies Translation<typeof en>;
