import type { Translation } from '../../translation.ts';
import type { gallery as en } from '../en/gallery.ts';

export const gallery = {
  title: 'फोटो ग्यालेरी — Burger House',
  kicker: 'फोटो ग्यालेरी',
  heading: '<0>Burger House</0>\u00a0को रौनक',
  description:
    'ताजा परिकार, ठमेलका भीडभाडयुक्त शुक्रबार राति, हाम्रा डाइनिङ हल र ग्रिलपछाडिको टोली। कुर्सी तान्नुहोस् र एक फन्को हेर्नुहोस्।',
  stats: {
    label: 'अंकमा ग्यालेरी',
    collections: 'संग्रह',
    photos: 'फोटो',
    categories: 'श्रेणी',
  },
  featured: {
    eyebrow: 'विशेष',
    title: 'टोलीको रोजाइ',
    lead: 'हामीलाई सबैभन्दा गर्व लाग्ने संग्रहहरू, एक पटकमा तीनवटा फोटो।',
    sliderLabel: 'विशेष ग्यालेरीहरू',
  },
  browse: { eyebrow: 'हेर्नुहोस्', title: 'सबै फोटो' },
  shown_one: '{{count, number}} वटा फोटो देखाइएको छ',
  shown_other: '{{count, number}} वटा फोटो देखाइएका छन्',
  failed: 'ग्यालेरी लोड गर्न सकिएन',
  empty: {
    title: 'कुनै फोटो भेटिएन',
    showAll: 'सबै फोटो हेर्नुहोस्',
    all: 'हाम्रा फोटोग्राफरहरू खाँदै व्यस्त छन्। नयाँ फोटो चाँडै आउँदैछन्।',
    category: '{{category}} श्रेणीमा अहिलेसम्म फोटो छैनन्। अर्को श्रेणी रोज्नुहोस्।',
  },
  errors: {
    connection: 'सर्भरसँग जोडिन सकिएन',
    failed: 'ग्यालेरी ल्याउन सकिएन',
  },
  filter: { legend: 'यसका फोटो देखाउनुहोस्' },
  categories: {
    all: 'सबै',
    food: 'खाना',
    restaurant: 'रेस्टुरेन्ट',
    events: 'कार्यक्रम',
    team: 'टोली',
    other: 'अन्य',
  },
  photoOf: '{{title}}, {{total, number}} मध्ये {{number, number}} औं फोटो',
  openLarger: '{{alt}} (ठूलो गरी हेर्नुहोस्)',
  slider: {
    carousel: 'स्लाइड शो',
    slide: 'स्लाइड',
    position: '{{total, number}} मध्ये {{current, number}}',
    photos_one: '{{count, number}} वटा फोटो · ठूलो पार्न कुनै एउटा छान्नुहोस्',
    photos_other: '{{count, number}} वटा फोटो · ठूलो पार्न कुनै एउटा छान्नुहोस्',
    previous: 'अघिल्लो ग्यालेरी',
    next: 'अर्को ग्यालेरी',
    dot: '{{total, number}} मध्ये {{number, number}} औं ग्यालेरी देखाउनुहोस्: {{title}}',
    dots: 'ग्यालेरी छान्नुहोस्',
  },
  lightbox: {
    title: 'फोटो दर्शक: {{title}}',
    titleEmpty: 'फोटो दर्शक',
    previous: 'अघिल्लो फोटो',
    next: 'अर्को फोटो',
    counter: '{{current, number}} / {{total, number}}',
    position: '{{total, number}} मध्ये {{current, number}} औं फोटो',
  },
} as const satisfies Translation<typeof en>;
