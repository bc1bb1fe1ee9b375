import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';

/** Shown when a page crashes or a lazily loaded chunk cannot be fetched (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-100 px-6">
      <div className="max-w-md text-center">
        <p className="font-display-tight text-5xl text-flame-600">{t('routeError.oops')}</p>
        <h1 className="mt-4 text-2xl font-bold text-charcoal-900">{t('routeError.title')}</h1>
        <p className="mt-3 text-charcoal-600">
          {t('routeError.message')}
          {detail && <span className="mt-1 block text-sm text-charcoal-500">{detail}</span>}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('routeError.reload')}
        </Button>
      </div>
    </main>
  );
}
