import { CookingPot, RefreshCw, TriangleAlert } from 'lucide-react';
import { translateError, useTranslation } from '@/i18n/index.ts';

/** No ticket on the board: the kitchen can relax until the next order is confirmed. */
export function KitchenEmpty() {
  const { t } = useTranslation('kitchen');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <span className="flex size-24 items-center justify-center rounded-full bg-white/5 text-flame-300 ring-1 ring-white/10">
        <CookingPot className="size-12" aria-hidden="true" />
      </span>
      <h2 className="font-display-tight text-4xl text-white">{t('empty.title')}</h2>
      <p className="max-w-md text-xl text-charcoal-200">{t('empty.lead')}</p>
    </div>
  );
}

/** The tickets could not be read (and none were read before): why, and a way to try again. */
export function KitchenError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('kitchen');
  return (
    <div
      role="alert"
      className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <TriangleAlert className="size-14 text-amber-400" aria-hidden="true" />
      <h2 className="font-display-tight text-4xl text-white">{t('error.title')}</h2>
      <p className="max-w-lg text-xl text-charcoal-200">{translateError(error)}</p>
      <button
        type="button"
        onClick={retry}
        className="inline-flex min-h-14 items-center gap-2 rounded-xl bg-white px-6 text-lg font-bold text-charcoal-950 hover:bg-cream-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-mustard-400"
      >
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('error.retry')}
      </button>
    </div>
  );
}

/** The first read of the tickets, on its way. */
export function KitchenLoading() {
  return (
    <div className="grid flex-1 grid-cols-3 gap-4 p-4" aria-busy="true">
      {[0, 1, 2].map((column) => (
        <div
          key={column}
          className="animate-pulse rounded-2xl bg-white/[0.04] ring-1 ring-white/10"
        />
      ))}
    </div>
  );
}
