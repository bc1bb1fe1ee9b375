import type { Translation } from '../../translation.ts';
import type { feedback as en } from '../en/feedback.ts';

export const feedback = {
  title: 'प्रतिक्रिया दिनुहोस् — Burger House',
  kicker: 'तपाईंको आवाज, हाम्रो रेसिपी',
  heading: 'प्रतिक्रिया <0>दिनुहोस्</0>',
  description: 'स्म्यास बर्गर मन पर्‍यो? विङ्सका लागि धेरै कुर्नुपर्‍यो? हामीलाई भन्नुहोस्: हामी हरेक शब्द पढ्छौं।',
  formTitle: 'हाम्रो सेवा <0>कस्तो लाग्यो?</0>',
  formLead: 'फोटो ऐच्छिक हुन्; बाँकी विवरणले हामीलाई कमी सच्याउन मद्दत गर्छ।',
  next: {
    title: 'त्यसपछि के हुन्छ',
    kitchen: {
      title: 'भान्साले पढ्छ',
      text: 'राम्रो होस् वा नराम्रो, हरेक कुरा हेड शेफ र ड्युटीमा रहेका म्यानेजरसम्म पुग्छ।',
    },
    photos: {
      title: 'फोटोले मद्दत गर्छ',
      text: 'गलेको बन वा एकदम मिलेको बर्गरको एउटा फोटोले शब्दभन्दा धेरै कुरा भन्छ।',
    },
    followUp: {
      title: 'हामी जवाफ दिन्छौं',
      text: 'आफ्नो इमेल छोड्नुहोस्, गुनासोको जवाफ हामी एक कार्यदिनभित्र दिन्छौं।',
    },
  },
  fields: {
    rating: 'तपाईंको रेटिङ',
    category: 'प्रकार',
    message: 'तपाईंको प्रतिक्रिया',
    messagePlaceholder: 'के मन पर्‍यो? हामीले के अझ राम्रो गर्न सक्छौं?',
    photos: 'फोटोहरू',
    imageRules: 'JPG, PNG, WebP, GIF वा AVIF, प्रत्येक बढीमा {{megabytes}} MB',
  },
  categories: {
    food_quality: 'खानाको गुणस्तर',
    service: 'सेवा',
    delivery: 'डेलिभरी',
    website: 'वेबसाइट',
    general: 'सामान्य',
    complaint: 'गुनासो',
    suggestion: 'सुझाव',
    food: 'खाना',
    other: 'अन्य',
  },
  form: {
    label: 'आफ्नो प्रतिक्रिया दिनुहोस्',
    submit: 'प्रतिक्रिया पठाउनुहोस्',
    submitting: 'पठाउँदै...',
  },
  tab: 'प्रतिक्रिया',
  dialog: {
    title: 'आफ्नो प्रतिक्रिया दिनुहोस्',
    lead: 'दुई मिनेट, पाँच तारा (वा कम): हाम्रो काम कस्तो छ, भन्नुहोस्।',
  },
} as const satisfies Translation<typeof en>;
