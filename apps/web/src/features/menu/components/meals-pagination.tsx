import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { paginationRange } from '../pagination-range.ts';

interface MealsPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold tabular-nums transition disabled:cursor-not-allowed disabled:opacity-40';

export function MealsPagination({ page, pages, onPage }: MealsPaginationProps) {
  const { t } = useTranslation('menu');
  const { number } = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previousPage')}
            className={cn(pageButton, 'gap-1 text-charcoal-700 enabled:hover:bg-white sm:pr-4')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline" aria-hidden="true">
              {t('pagination.prev')}
            </span>
          </button>
        </li>
        {paginationRange(page, pages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                onClick={() => onPage(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
                className={cn(
                  pageButton,
                  slot === page
                    ? 'bg-charcoal-900 text-white shadow-md shadow-charcoal-900/20'
                    : 'bg-white text-charcoal-700 ring-1 ring-charcoal-900/10 hover:text-flame-700 hover:ring-flame-300',
                )}
              >
                {number(slot)}
              </button>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-charcoal-400">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label={t('pagination.nextPage')}
            className={cn(pageButton, 'gap-1 text-charcoal-700 enabled:hover:bg-white sm:pl-4')}
          >
            <span className="hidden sm:inline" aria-hidden="true">
              {t('pagination.next')}
            </span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
