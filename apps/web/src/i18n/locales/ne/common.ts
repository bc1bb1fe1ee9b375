import type { Translation } from '../../translation.ts';
import type { common as en } from '../en/common.ts';

export const common = {
  deliveryTime: '{{from, number}}-{{to, number}} मिनेट',
  close: 'बन्द गर्नुहोस्',
  loading: 'लोड हुँदैछ…',
  tryAgain: 'फेरि प्रयास गर्नुहोस्',
  optional: '(ऐच्छिक)',
  language: 'भाषा',
  notifications: 'सूचनाहरू',
  form: {
    yourName: 'तपाईंको नाम',
    emailAddress: 'इमेल ठेगाना',
  },
  price: { now: 'अहिले', was: 'पहिले' },
  quantity: {
    legend: 'संख्या',
    legendOf: '{{item}} को संख्या',
    decrease: 'संख्या घटाउनुहोस्',
    decreaseOf: '{{item}} को संख्या घटाउनुहोस्',
    increase: 'संख्या बढाउनुहोस्',
    increaseOf: '{{item}} को संख्या बढाउनुहोस्',
  },
  rating: {
    word: {
      poor: 'कमजोर',
      fair: 'ठिकै',
      good: 'राम्रो',
      veryGood: 'धेरै राम्रो',
      excellent: 'उत्कृष्ट',
    },
    star_one: '{{count, number}} तारा',
    star_other: '{{count, number}} तारा',
    chosen: '{{rating}}/५ · {{word}}',
    notRated: 'अझै रेटिङ दिइएको छैन',
    rated: '५ मध्ये {{rating}} रेटिङ',
    ratedFrom_one: '{{count, number}} समीक्षाअनुसार ५ मध्ये {{rating}} रेटिङ',
    ratedFrom_other: '{{count, number}} समीक्षाअनुसार ५ मध्ये {{rating}} रेटिङ',
  },
  imagePicker: {
    chooseOrDrop: '<0>फोटो छान्नुहोस्</0> वा यहाँ तानेर छोड्नुहोस्',
    picked: '{{count, number}} / {{max, number}}',
    chosen: 'छानिएका फोटोहरू',
    remove: '{{name}} हटाउनुहोस्',
  },
  list: { title: 'तपाईंको <0>{{name}}</0>' },
  hours: {
    weekdays: 'सोम - शुक्र',
    weekend: 'शनि - आइत',
    everyDay: 'हरेक दिन',
    range: '{{opens}} - {{closes}}',
    days: '{{from}} - {{to}}',
    closed: 'बन्द',
    day: {
      monday: 'सोम',
      tuesday: 'मंगल',
      wednesday: 'बुध',
      thursday: 'बिही',
      friday: 'शुक्र',
      saturday: 'शनि',
      sunday: 'आइत',
    },
  },
  when: {
    today: 'आज {{time}} बजे',
    tomorrow: 'भोलि {{time}} बजे',
    weekday: '{{day}} {{time}} बजे',
  },
  social: {
    label: 'सामाजिक सञ्जाल',
    link: '{{platform}} मा {{site}} (नयाँ ट्याबमा खुल्छ)',
  },
  coupon: {
    copied: 'कुपन कोड क्लिपबोर्डमा कपी भयो!',
    copyFailed: 'आफैं कपी गर्न सकिएन। तपाईंको कोड {{code}} हो',
  },
} as const satisfies Translation<typeof en>;
