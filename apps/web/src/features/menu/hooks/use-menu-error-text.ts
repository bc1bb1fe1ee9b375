import { translateError, useTranslation } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { MEAL_DETAIL_FALLBACK_MESSAGE } from '../api/get-meal.ts';
import { MEALS_FALLBACK_MESSAGE } from '../api/get-meals.ts';

/**
 * What a failed menu request says in the current language: the menu's own words when the
 * server gave no reason (the api/ fallbacks), else the server's message or its error code.
 */
export function useMenuErrorText(): (error: unknown) => string {
  const { t } = useTranslation('menu');
  return (error) => {
    const message = errorMessage(error);
    if (message === MEALS_FALLBACK_MESSAGE) return t('fallback.meals');
    if (message === MEAL_DETAIL_FALLBACK_MESSAGE) return t('fallback.meal');
    return translateError(error);
  };
}
