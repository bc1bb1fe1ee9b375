import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/index.ts';

interface AdminPagerProps {
  /** Names the navigation, e.g. 'Order pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page X of Y', Next under a list; nothing when everything fits on one page. */
export function AdminPager({ label, page, pages, onPage }: AdminPagerProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('kit.previous')}
      </Button>
      <p className="text-sm font-medium text-charcoal-700 tabular-nums">
        {t('kit.page', { page, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        {t('kit.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
