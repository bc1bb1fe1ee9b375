import type { Translation } from '../../translation.ts';
import type { wishlist as en } from '../en/wishlist.ts';

export const wishlist = {
  documentTitle: 'तपाईंको मनपर्ने सूची — Burger House',
  listName: 'मनपर्ने सूची',
  kicker: 'पछिका लागि राखिएका',
  description: 'तपाईंले मन पराएर राख्नुभएका खानाहरू, यही डिभाइसमा सुरक्षित। खान मन लागेपछि कार्टमा सार्नुहोस्।',
  empty: {
    title: 'तपाईंको मनपर्ने सूची खाली छ',
    message: 'कुनै पनि खानामा मुटुको चिन्ह थिचेर पछिका लागि यहाँ राख्नुहोस्।',
    browse: 'मेनु हेर्नुहोस्',
  },
  saved_one: '{{count, number}} खाना राखिएको',
  saved_other: '{{count, number}} खाना राखिएका',
  keepBrowsing: 'मेनुमा अरू खाना हेर्नुहोस्',
  card: {
    gone: 'अब मेनुमा छैन।',
    moveToCart: 'कार्टमा सार्नुहोस्',
    moveToCartOf: '{{name}} कार्टमा सार्नुहोस्',
    moved: '{{name}} तपाईंको कार्टमा सारियो',
    unavailable: 'उपलब्ध छैन',
    soldOut: 'सकियो',
    remove: '{{name}} मनपर्ने सूचीबाट हटाउनुहोस्',
    removeTitle: 'मनपर्ने सूचीबाट हटाउनुहोस्',
    removed: '{{name}} तपाईंको मनपर्ने सूचीबाट हटाइयो',
  },
} as const satisfies Translation<typeof en>;
