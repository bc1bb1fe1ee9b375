import type { Translation } from '../../translation.ts';
import type { layout as en } from '../en/layout.ts';

export const layout = {
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  brand: { home: '{{name}}, गृहपृष्ठ', tagline: 'बर्गर र फ्राइड चिकेन' },
  header: {
    mainNav: 'मुख्य',
    mainMenu: 'मुख्य मेनु',
    wishlist: 'मनपर्ने सूची',
    cart: 'कार्ट',
    withItems_one: '{{name}}, {{count, number}} वटा खाना',
    withItems_other: '{{name}}, {{count, number}} वटा खाना',
    profileOf: 'मेरो प्रोफाइल, {{name}} को नाममा लगइन गरिएको',
    login: 'लगइन',
  },
  navGroup: { menu: 'मेनु', gallery: 'ग्यालेरी', support: 'सहायता', account: 'खाता' },
  navItem: {
    meals: { label: 'हाम्रा खानाहरू', description: 'बर्गर, फ्राइड चिकेन र साइड्स' },
    photos: { label: 'फोटो ग्यालेरी', description: 'खाना, कार्यक्रम र हाम्रो टोली' },
    clients: { label: 'खुसी ग्राहकहरू', description: 'साझेदार र ग्राहकका अनुभव' },
    contact: { label: 'सम्पर्क गर्नुहोस्', description: 'प्रश्न, अर्डर र बुकिङ' },
    feedback: { label: 'प्रतिक्रिया दिनुहोस्', description: 'हाम्रो सेवा कस्तो लाग्यो, भन्नुहोस्' },
    profile: { label: 'मेरो प्रोफाइल', description: 'विवरण र अर्डरको इतिहास' },
    cart: { label: 'मेरो कार्ट', description: 'हेर्नुहोस् र चेकआउट गर्नुहोस्' },
    register: { label: 'ग्राहक दर्ता', description: 'काउन्टरमा चेक-इन गर्नुहोस्' },
    login: { label: 'लगइन', description: 'तपाईंका अर्डर, प्रोफाइल र छिटो चेकआउट' },
    signup: { label: 'साइन अप', description: 'पहिलो अर्डरमा २०% छुट' },
  },
  account: {
    greeting: 'नमस्ते, {{name}}',
    logout: 'लगआउट',
    logoutDescription: 'यो उपकरणमा आफ्नो सत्र अन्त्य गर्नुहोस्',
  },
  footer: {
    about:
      'सुरुदेखि नै ठमेलको मुटुमा अर्डरअनुसार पकाइएका स्म्यास बर्गर, कुरकुरे फ्राइड चिकेन र स्वादिला साइड्स। खाना आइपुगेपछि नगद भुक्तानी, डेलिभरी निःशुल्क।',
    quickLinks: 'छिटो लिङ्कहरू',
    visit: 'भेट्नुहोस् र सम्पर्क गर्नुहोस्',
    newsletter: 'न्युजलेटर',
    newsletterPitch: 'नयाँ बर्गर, सप्ताहन्तका अफर र गोप्य कोडहरू सिधै तपाईंको इनबक्समा। स्प्याम पठाइँदैन।',
    copyright:
      '© {{year, number(useGrouping: false)}} {{name}}, काठमाडौं। रुपैयाँमा देखाइएका मूल्यमा सबै कर समावेश छन्।',
    legal: 'कानुनी जानकारी',
    links: {
      menu: 'हाम्रो मेनु',
      about: 'हाम्रो बारेमा',
      restaurants: 'हाम्रा रेस्टुरेन्टहरू',
      gallery: 'फोटो ग्यालेरी',
      clients: 'खुसी ग्राहकहरू',
      contact: 'सम्पर्क गर्नुहोस्',
      feedback: 'प्रतिक्रिया दिनुहोस्',
      cart: 'मेरो कार्ट',
      privacy: 'गोपनीयता नीति',
      terms: 'सेवाका सर्तहरू',
      cookies: 'कुकी नीति',
    },
  },
  offline: {
    title: 'तपाईं अफलाइन हुनुहुन्छ।',
    message: 'हेरिसकेका कुरा हेर्न र कार्ट राख्न सक्नुहुन्छ; अर्डर गर्न इन्टरनेट चाहिन्छ।',
  },
  routeError: {
    oops: 'ओहो!',
    title: 'केही गडबड भयो',
    message: 'अनपेक्षित त्रुटि भयो। पेज रिलोड गर्दा प्रायः ठीक हुन्छ।',
    reload: 'पेज रिलोड गर्नुहोस्',
  },
} as const satisfies Translation<typeof en>;
