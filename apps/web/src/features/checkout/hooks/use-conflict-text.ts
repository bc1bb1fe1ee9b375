import type { CheckoutConflict } from '@shop/shared';
import { useCallback } from 'react';
import { useFormat, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';

type Problem = CheckoutConflict['problems'][number];

/**
 * One reason a checkout was refused, in the current language: English shows the server's own
 * words; another language the catalog's, from the facts the refusal carries.
 */
export function useConflictText(): (problem: Problem, conflict: CheckoutConflict) => string {
  const { t } = useTranslation(['checkout', 'validation']);
  const { language, money } = useFormat();
  const { when } = useRestaurantWhen();
  const translate = useTranslateMessage();
  return useCallback(
    (problem, conflict) => {
      const known = translate(problem.message);
      if (language === 'en' || known !== problem.message) return known;
      const fact = conflict.items.find((item) => item.id === problem.mealId);
      const name = fact?.name ?? '';
      switch (problem.kind) {
        case 'unavailable':
          return t('conflict.unavailable', { name });
        case 'out_of_stock':
          return fact?.available && fact.stock > 0
            ? t('conflict.short', { name, left: fact.stock })
            : t('conflict.soldOut', { name });
        case 'options':
          return t('conflict.options', { name });
        case 'option_unavailable':
          return t('conflict.optionUnavailable', { name });
        case 'coupon':
          return t('conflict.coupon');
        // The restaurant's day: the words from the facts the refusal carries.
        case 'closed': {
          const opensAt = conflict.ordering?.opensAt;
          return opensAt
            ? t('validation:orders.closedOpensAt', { opens: when(opensAt, new Date()) })
            : known;
        }
        case 'paused':
          return t('validation:orders.paused', { reason: conflict.ordering?.pauseReason ?? '' });
        case 'below_minimum':
          return t('validation:orders.belowMinimum', {
            area: conflict.ordering?.deliveryArea?.name ?? '',
            minimum: money(conflict.ordering?.minimumOrder ?? 0),
          });
        default:
          return known;
      }
    },
    [t, language, translate, money, when],
  );
}
