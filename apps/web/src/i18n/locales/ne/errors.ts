import type { Translation } from '../../translation.ts';
import type { errors as en } from '../en/errors.ts';

const unavailable = 'सर्भर अहिले उपलब्ध छैन। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।';
const tooManyRequests = 'धेरै पटक अनुरोध भयो। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।';
const internal = 'अनपेक्षित त्रुटि भयो।';

export const errors = {
  server: {
    mealNotFound: 'खाना भेटिएन',
    routeNotFound: 'भेटिएन',
    signInRequired: 'कृपया साइन इन गर्नुहोस्',
    internal,
    databaseUnavailable: unavailable,
    tooManyRequests,
    malformedText: 'अनुरोधमा मान्य युनिकोड नभएको पाठ छ (\\ud800 जस्तो एक्लो UTF-16 सरोगेट)',
  },
  network: 'सर्भरसँग जोडिन सकिएन। कृपया आफ्नो इन्टरनेट जडान जाँच गर्नुहोस्।',
  serverUnavailable: unavailable,
  orderCalls: {
    createFailed: 'अर्डर गर्न सकिएन',
    fetchOrderFailed: 'अर्डरको विवरण ल्याउन सकिएन',
    cancelFailed: 'अर्डर रद्द गर्न सकिएन',
    historyFailed: 'अर्डरको इतिहास ल्याउन सकिएन',
    reorderFailed: 'फेरि अर्डर गर्न सकिएन',
    rateFailed: 'अर्डरलाई रेटिङ दिन सकिएन',
  },
  accountCalls: {
    resetEmailFailed: 'रिसेट इमेल पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    resendFailed: 'इमेल फेरि पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    resetFailed: 'पासवर्ड रिसेट गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  checkInCalls: {
    lookupFailed: 'खोज असफल भयो',
    network: 'नेटवर्क त्रुटि। कृपया फेरि प्रयास गर्नुहोस्।',
    updateFailed: 'अद्यावधिक असफल भयो',
    registrationFailed: 'दर्ता गर्न सकिएन',
  },
  codes: {
    VALIDATION_FAILED: 'कृपया भर्नुभएको विवरण जाँचेर फेरि प्रयास गर्नुहोस्।',
    NOT_FOUND: 'भेटिएन',
    UNAUTHORIZED: 'अगाडि बढ्न कृपया साइन इन गर्नुहोस्।',
    FORBIDDEN: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
    CONFLICT: 'यो पहिले नै सेभ भएको विवरणसँग बाझियो।',
    PAYLOAD_TOO_LARGE: 'अपलोड गरिएको फाइल धेरै ठूलो भयो।',
    RATE_LIMITED: tooManyRequests,
    SERVICE_UNAVAILABLE: unavailable,
    INTERNAL: internal,
  },
} as const satisfies Translation<typeof en>;
