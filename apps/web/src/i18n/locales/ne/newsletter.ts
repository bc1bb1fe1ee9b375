import type { Translation } from '../../translation.ts';
import type { newsletter as en } from '../en/newsletter.ts';

export const newsletter = {
  label: 'न्युजलेटर',
  subscribe: 'सदस्यता लिनुहोस्',
  subscribing: 'सदस्यता लिँदै...',
  failed: 'सदस्यता लिन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
} as const satisfies Translation<typeof en>;
