import { ArrowRight, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchHandoff } from '@/features/menu/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query.ts';
import {
  autoSearchPath,
  HOME_SEARCH_DEBOUNCE_MS,
  HOME_SEARCH_MAX_LENGTH,
  mealsSearchPath,
} from '../home-search.ts';
import { useTypingText } from '../hooks/use-typing-text.ts';

/** Dishes from the menu that the placeholder types out, one after another. */
const SAMPLE_DISHES = [
  'smashBurger',
  'timurChicken',
  'jholMomo',
  'chilliBurger',
  'masalaFries',
  'mangoLassi',
] as const;

/**
 * The hero's search box: Enter, or a 300 ms pause after more than 2 characters, opens the menu
 * filtered by the text; after a pause, the menu's own search box goes on with the typing.
 * Its placeholder types out dishes unless motion is reduced.
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, HOME_SEARCH_DEBOUNCE_MS);
  const reducedMotion = usePrefersReducedMotion();
  // A new list only when the language changes (t changes with it).
  const dishes = useMemo(() => SAMPLE_DISHES.map((dish) => t(`search.dishes.${dish}`)), [t]);
  const typed = useTypingText(dishes, { paused: text !== '', disabled: reducedMotion });
  // On a phone the box is narrow: the dish name alone fits.
  const roomy = useMediaQuery('(min-width: 640px)');
  const still = roomy ? t('search.placeholder') : t('search.placeholderShort');
  const placeholder =
    typed === null ? still : roomy ? t('search.searchFor', { dish: typed }) : typed;

  // The customer may still be typing: the menu's search box takes the text over, focused.
  useEffect(() => {
    const path = autoSearchPath(debounced);
    if (path) navigate(path, { state: searchHandoff(debounced) });
  }, [debounced, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = mealsSearchPath(text);
    if (path) navigate(path);
  };

  return (
    <search className="w-full max-w-xl">
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-charcoal-500"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={HOME_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-full border-0 bg-white pr-14 pl-13 text-base text-charcoal-900 shadow-xl shadow-charcoal-950/30 ring-1 ring-white/20 placeholder:text-charcoal-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-flame-400 sm:h-16 sm:pr-36 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="absolute top-1/2 right-2 inline-flex size-10 -translate-y-1/2 items-center justify-center gap-2 rounded-full bg-flame-600 text-sm font-semibold text-white transition hover:bg-flame-700 active:bg-flame-800 sm:h-12 sm:w-auto sm:px-6"
        >
          <ArrowRight className="size-5 sm:hidden" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('search.submit')}</span>
        </button>
      </form>
    </search>
  );
}
