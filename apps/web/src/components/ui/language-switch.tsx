import {
  changeLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  useLanguage,
  useTranslation,
} from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';

/**
 * English | नेपाली, each written in itself so its reader finds it. The choice is remembered
 * and sets <html lang>.
 */
export function LanguageSwitch({
  className,
}: {
  /** Its display (`flex`, `hidden lg:flex`) and placement. */
  className: string;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const current = useLanguage();
  const choose = (language: Language) => {
    // The Nepali catalog is fetched on first use: offline, that fails and English stays.
    changeLanguage(language).catch(() => toast.error(t('errors:network')));
  };
  return (
    <fieldset className={cn('shrink-0 rounded-full bg-charcoal-900/5 p-1', className)}>
      <legend className="sr-only">{t('language')}</legend>
      {LANGUAGES.map((language) => {
        const pressed = current === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => choose(language)}
            className={cn(
              'h-8 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition',
              language === 'ne' && 'font-language-name-ne',
              pressed
                ? 'bg-white text-charcoal-900 shadow-sm'
                : 'text-charcoal-600 hover:text-flame-700',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </fieldset>
  );
}
