import type { Translation } from '../../translation.ts';
import type { payments as en } from '../en/payments.ts';

export const payments = {
  method: {
    cash: 'नगद भुक्तानी (डेलिभरीमा)',
    esewa: 'eSewa',
    khalti: 'Khalti',
  },
  status: {
    unpaid: 'भुक्तानी बाँकी',
    pending: 'भुक्तानी हुँदैछ',
    paid: 'भुक्तानी भयो',
    refund_due: 'पैसा फिर्ता दिन बाँकी',
    refunded: 'पैसा फिर्ता गरियो',
  },
  summary: {
    paidWith: '{{method}} बाट भुक्तानी भयो',
    reference: 'सन्दर्भ नं. {{reference}}',
  },
  payWith: '{{wallet}} बाट तिर्नुहोस्',
  choice: {
    label: 'भुक्तानीको तरिका',
    cashText: 'अर्डर तपाईंकहाँ आइपुगेपछि नगद तिर्नुहोस्।',
    walletText: 'आफ्नो {{wallet}} खाताबाट अहिल्यै तिर्नुहोस्।',
    walletNote: 'तिर्नका लागि तपाईं {{wallet}} मा जानुहुनेछ, त्यसपछि यहीँ फर्किनुहुनेछ।',
  },
  redirecting: {
    title: '{{wallet}} मा लैजाँदै…',
    lead: 'तपाईंको अर्डर सुरक्षित छ र भुक्तानी पर्खिरहेको छ।',
    follow: 'मेरो अर्डर हेर्नुहोस्',
  },
  awaiting: {
    title: 'तपाईंको भुक्तानी पर्खिँदै',
    lead: 'भुक्तानी हुनासाथ तपाईंको अर्डर रेस्टुरेन्टमा पुग्छ।',
    timeLeft: 'तिर्न बाँकी समय',
    runsOut: 'समयमै भुक्तानी नभए अर्डर रद्द हुनेछ।',
    timeUp: 'समय सकियो: भुक्तानी नआए अर्डर रद्द हुनेछ।',
    payCash: 'बरु डेलिभरीमा नगद तिर्छु',
    switching: 'नगदमा बदल्दै…',
    opening: '{{wallet}} खोल्दै…',
    switchedToCash: 'तपाईं डेलिभरीमा नगद तिर्नुहुनेछ। रेस्टुरेन्टमा तपाईंको अर्डर पुगेको छ।',
  },
  returned: {
    paid: 'तपाईंको भुक्तानी प्राप्त भयो। धन्यवाद! रेस्टुरेन्टमा तपाईंको अर्डर पुगेको छ।',
    pending: 'वालेटले तपाईंको भुक्तानी अझै पक्का गरेको छैन। हामी जाँचिरहेका छौं: यो पाना आफैं अद्यावधिक हुन्छ।',
    failed:
      'वालेटमा भुक्तानी रद्द वा असफल भयो। कुनै पैसा काटिएको छैन: फेरि प्रयास गर्नुहोस्, वा बरु डेलिभरीमा नगद तिर्नुहोस्।',
    invalid: 'वालेटको जवाफ पुष्टि गर्न सकिएन, त्यसैले केही बदलिएको छैन।',
    dismiss: 'हटाउनुहोस्',
  },
  notes: {
    awaitingPayment: '{{wallet}} बाट भुक्तानी पर्खिँदै',
    paid: '{{wallet}} बाट भुक्तानी भयो ({{reference}})',
    switchedToCash: 'बरु डेलिभरीमा नगद',
    notPaidInTime: 'समयमै भुक्तानी भएन',
  },
  problems: {
    walletUnreachable: '{{wallet}} ले जवाफ दिएन। फेरि प्रयास गर्नुहोस्, वा बरु डेलिभरीमा नगद तिर्नुहोस्।',
    walletRefused:
      '{{wallet}} ले यो भुक्तानी सुरु गर्न सकेन। फेरि प्रयास गर्नुहोस्, वा बरु डेलिभरीमा नगद तिर्नुहोस्।',
    walletNotOffered: '{{wallet}} अहिले उपलब्ध छैन: तिर्ने अर्को तरिका छान्नुहोस्',
    notAwaitingPayment: 'यो अर्डर भुक्तानी पर्खिरहेको छैन',
  },
} as const satisfies Translation<typeof en>;
