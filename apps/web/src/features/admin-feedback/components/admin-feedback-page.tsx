import { type AdminFeedback, FEEDBACKS_CSV } from '@shop/shared';
import { Download, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  AdminPageHeader,
  ConfirmDialog,
  downloadCsv,
  LoadError,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { feedbacksCsv } from '../feedback-csv.ts';
import { NO_FEEDBACK_FILTERS } from '../feedback-filters.ts';
import { useDeleteFeedback } from '../hooks/use-feedback-changes.ts';
import { useFeedbackList } from '../hooks/use-feedback-list.ts';
import { FeedbackDetailModal } from './feedback-detail-modal.tsx';
import { FeedbackStats } from './feedback-stats.tsx';
import { FeedbackTable } from './feedback-table.tsx';
import { FeedbackToolbar } from './feedback-toolbar.tsx';

/** The back office's Feedback screen: filters, figures, CSV export, table, detail, delete. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('admin-content');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_FEEDBACK_FILTERS);
  const query = useDebouncedValue(search.trim(), 300);
  const list = useFeedbackList({ ...filters, search: query });
  const remove = useDeleteFeedback();
  const [shownId, setShownId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<AdminFeedback | null>(null);

  const feedback = list.data?.feedback ?? [];
  // The open detail follows the list, so a status saved in it shows there too.
  const shown = feedback.find((item) => item.id === shownId) ?? null;
  const filtered = query !== '' || filters.category !== 'all' || filters.rating !== 'all';

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming, {
      onSuccess: () => setShownId((id) => (id === confirming.id ? null : id)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('feedback.heading')}
        description={t('feedback.intro')}
        actions={
          <Button
            variant="secondary"
            disabled={feedback.length === 0}
            onClick={() => downloadCsv(FEEDBACKS_CSV.fileName, feedbacksCsv(feedback))}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('kit.exportCsv')}
          </Button>
        }
      />
      {list.data ? (
        <FeedbackStats stats={list.data.stats} />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-[5.5rem] rounded-2xl" />
          ))}
        </div>
      )}
      <FeedbackToolbar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilters={setFilters}
        categories={list.data?.categories ?? []}
      />
      {list.isError && !list.data ? (
        <LoadError message={t('feedback.loadFailed')} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Skeleton className="h-72 rounded-2xl" />
      ) : feedback.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t('feedback.emptyTitle')}>
          {filtered ? t('feedback.emptyFiltered') : t('feedback.emptyText')}
        </EmptyState>
      ) : (
        <>
          <FeedbackTable
            feedback={feedback}
            onView={(item) => setShownId(item.id)}
            onDelete={setConfirming}
          />
          {list.data && list.data.matches > feedback.length && (
            <p className="text-sm text-charcoal-600">
              {t('kit.capped', { shown: feedback.length, total: list.data.matches })}
            </p>
          )}
        </>
      )}
      <FeedbackDetailModal
        feedback={shown}
        onClose={() => setShownId(null)}
        onDelete={setConfirming}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('feedback.confirmTitle')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('feedback.confirmDelete')}</p>
      </ConfirmDialog>
    </div>
  );
}
