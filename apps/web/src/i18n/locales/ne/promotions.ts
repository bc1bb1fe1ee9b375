import type { Translation } from '../../translation.ts';
import type { promotions as en } from '../en/promotions.ts';

export const promotions = {
  label: 'अहिलेका अफरहरू',
  carousel: 'स्लाइड शो',
  slide: 'स्लाइड',
  slideLabel: '{{total, number}} मध्ये {{position, number}}',
  copyCode: 'कोड {{code}} कपी गर्नुहोस्',
  showOffer: '{{total, number}} मध्ये {{position, number}} नम्बर अफर हेर्नुहोस्: {{title}}',
  chooseOffer: 'अफर छान्नुहोस्',
  play: 'अफरहरू चलाउनुहोस्',
  pause: 'अफरहरू रोक्नुहोस्',
  offers: {
    FIRST20: {
      title: 'पहिलो अर्डरमा {{percent, number}}% छुट',
      detail: 'नयाँ हुनुहुन्छ? तपाईंको पहिलो अर्डरमा {{percent, number}}% छुट।',
    },
    FREEDEL30: {
      title: 'रु {{amount, number}} भन्दा बढीको अर्डरमा निःशुल्क डेलिभरी',
      detail: 'डेलिभरी खर्च हाम्रो तर्फबाट।',
    },
    BUY2GET1: {
      title: '{{buy, number}} वटा किन्दा {{free, number}} वटा निःशुल्क',
      detail: 'छानिएका बर्गर र फ्राइड चिकेनमा।',
    },
    WEEKEND15: {
      title: 'सप्ताहान्त विशेष: सबै खानामा {{percent, number}}% छुट',
      detail: 'हरेक शनिबार र आइतबार।',
    },
  },
} as const satisfies Translation<typeof en>;
