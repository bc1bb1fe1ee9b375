import type { Translation } from '../../translation.ts';
import type { validation as en } from '../en/validation.ts';

const emailRequired = 'इमेल आवश्यक छ';
const emailInvalid = 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्';

export const validation = {
  contact: {
    nameRequired: 'नाम आवश्यक छ',
    nameShort: 'नाम कम्तीमा २ अक्षरको हुनुपर्छ',
    nameLong: 'नाम बढीमा १०० अक्षरको हुनुपर्छ',
    emailRequired,
    emailInvalid,
    subjectRequired: 'विषय आवश्यक छ',
    subjectShort: 'विषय कम्तीमा ५ अक्षरको हुनुपर्छ',
    subjectLong: 'विषय बढीमा २०० अक्षरको हुनुपर्छ',
    messageRequired: 'सन्देश आवश्यक छ',
    messageShort: 'सन्देश कम्तीमा १० अक्षरको हुनुपर्छ',
    messageLong: 'सन्देश बढीमा ५००० अक्षरको हुनुपर्छ',
    fixErrors: 'कृपया फारममा देखाइएका त्रुटिहरू सच्याउनुहोस्',
    sent: 'सन्देशका लागि धन्यवाद! हामी छिट्टै तपाईंलाई सम्पर्क गर्नेछौं।',
    failed: 'सन्देश पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    network: 'नेटवर्क त्रुटि। कृपया आफ्नो जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
  },
  newsletter: {
    emailRequired,
    emailInvalid,
    subscribed: 'सदस्यता लिनुभएकोमा धन्यवाद! हाम्रा अफरहरूका लागि आफ्नो इनबक्स हेर्दै गर्नुहोस्।',
    alreadySubscribed: 'यो इमेलले हाम्रो न्युजलेटरको सदस्यता पहिले नै लिइसकेको छ।',
  },
  feedback: {
    ratingInvalid: 'कृपया १ देखि ५ तारासम्मको रेटिङ छान्नुहोस्',
    categoryInvalid: 'कृपया प्रतिक्रियाको प्रकार छान्नुहोस्',
    tooManyImages: 'तपाईं बढीमा ५ वटा फोटो अपलोड गर्न सक्नुहुन्छ',
    thanks: 'प्रतिक्रियाका लागि धन्यवाद!',
    failed: 'प्रतिक्रिया पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    floatingNetwork: 'प्रतिक्रिया पठाउँदा त्रुटि भयो। कृपया फेरि प्रयास गर्नुहोस्।',
    notAnImage: '{{file}} मान्य फोटो फाइल होइन',
    tooLarge: '{{file}} धेरै ठूलो छ। फाइल बढीमा ५ MB को हुनुपर्छ',
  },
  text: { nulCharacter: 'पाठमा NUL अक्षर हुनु हुँदैन' },
} as const satisfies Translation<typeof en>;
