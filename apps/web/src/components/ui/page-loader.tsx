import { useTranslation } from '@/i18n/index.ts';

/**
 * Shown while a lazily loaded screen's code arrives, and by the server in place of a page that
 * needs the customer's session. As tall as the screen, so that the footer starts below it and
 * does not jump when the page arrives (layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span className="size-10 rounded-full border-4 border-flame-100 border-t-flame-600 motion-safe:animate-spin" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
