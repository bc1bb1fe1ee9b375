import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTranslation } from '@/i18n/index.ts';

/**
 * What the overview shows before its first figures arrive (a loading skeleton:
 * docs/product-rules.md#overview).
 */
export function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="overview-skeleton" className="space-y-6">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="flex gap-4 rounded-3xl bg-white p-5 shadow-card">
            <Skeleton className="size-12 rounded-2xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-7 w-32" />
              <Skeleton className="h-4 w-20 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-5" aria-hidden="true">
        <Skeleton className="h-80 rounded-3xl lg:col-span-3" />
        <Skeleton className="h-80 rounded-3xl lg:col-span-2" />
      </div>
    </div>
  );
}
