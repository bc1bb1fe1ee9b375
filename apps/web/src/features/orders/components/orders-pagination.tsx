import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';

interface OrdersPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next through the history, with where the customer is. */
export function OrdersPagination({ page, pages, onPage }: OrdersPaginationProps) {
  const { t } = useTranslation('orders');
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('history.pagination.label')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('history.pagination.previous')}
      </Button>
      <p className="text-sm font-medium text-charcoal-600">
        {t('history.pagination.page', { page, pages })}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('history.pagination.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
