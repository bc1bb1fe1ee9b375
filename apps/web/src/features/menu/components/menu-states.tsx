import { AlertTriangle, RotateCcw, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useTranslation } from '@/i18n/index.ts';

export function MealsErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['menu', 'common']);
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-white px-6 py-14 text-center shadow-card"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-charcoal-900">{t('states.loadFailed')}</h2>
      <p className="mt-2 max-w-md text-charcoal-600">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('common:tryAgain')}
      </Button>
    </div>
  );
}

export function MealsEmptyState({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useTranslation('menu');
  return (
    <EmptyState
      icon={SearchX}
      title={t('states.noMeals')}
      action={<Button onClick={onShowAll}>{t('states.showAll')}</Button>}
    >
      {t('states.noMatch')}
    </EmptyState>
  );
}
