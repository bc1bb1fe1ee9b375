import { useTranslation } from '@/i18n/index.ts';

/** Shown while a lazily loaded screen's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center">
      <span className="size-10 rounded-full border-4 border-flame-100 border-t-flame-600 motion-safe:animate-spin" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
