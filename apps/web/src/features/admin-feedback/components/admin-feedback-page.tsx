import {
  type AdminFeedback,
  FEEDBACKS_CSV,
  type FeedbackCategory,
  successResponseSchema,
} from '@shop/shared';
import { CalendarDays, Clock, MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  ConfirmDialog,
  ExportCsvButton,
  errorWords,
  SectionListPage,
  type StatTone,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { feedbackSection, feedbacksCsv, useFeedbackColumns } from '../feedback-section.tsx';
import { FeedbackDetail } from './feedback-detail.tsx';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The back office's Feedback screen: figures, filters, CSV export, the table, detail, delete. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('admin-content');
  const list = useSectionList(feedbackSection);
  const [shownId, setShownId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<AdminFeedback | null>(null);
  const remove = useSectionMutation(
    feedbackSection,
    (feedback: AdminFeedback) =>
      adminApi.delete(`/feedback/${feedback.id}`, successResponseSchema, {
        fallbackMessage: t('feedback.deleteFailed'),
      }),
    { failure: (error) => t('feedback.deleteError', { message: errorWords(error) }) },
  );
  const columns = useFeedbackColumns((feedback) => setShownId(feedback.id), setConfirming);
  const data = list.query.data?.data;
  const { search, category, rating } = list.address.values;
  const stats = data?.stats;
  const average = stats && (stats.averageRating ? stats.averageRating.toFixed(1) : '0');
  // Every category some feedback has (docs/product-rules.md#feedback), and the one chosen.
  const categories = new Set<FeedbackCategory>(data?.categories);
  if (category && category !== 'all') categories.add(category);
  const categoryOptions = [
    { value: '', label: t('feedback.allCategories') },
    ...[...categories].map((value) => ({ value, label: t(`feedback.categories.${value}`) })),
  ];
  const ratingOptions = [
    { value: '', label: t('feedback.allRatings') },
    ...RATINGS.map((count) => ({
      value: `${count}`,
      label: t('feedback.ratingOption', { count }),
    })),
  ];

  return (
    <SectionListPage
      list={list}
      title={t('feedback.heading')}
      description={t('feedback.intro')}
      actions={
        <ExportCsvButton
          fileName={FEEDBACKS_CSV.fileName}
          csv={() => feedbacksCsv(list.rows)}
          disabled={list.rows.length === 0}
        />
      }
      tiles={{
        label: t('feedback.stats.label'),
        columns: 4,
        items: [
          {
            icon: MessageSquareText,
            tone: 'sky',
            label: t('feedback.stats.total'),
            value: stats?.total,
          },
          { icon: Clock, tone: 'amber', label: t('feedback.stats.pending'), value: stats?.pending },
          { icon: Star, tone: 'flame', label: t('feedback.stats.average'), value: average },
          {
            icon: CalendarDays,
            tone: 'emerald',
            label: t('feedback.stats.thisWeek'),
            value: stats?.thisWeek,
          },
        ].map((tile) => ({ ...tile, tone: tile.tone as StatTone, value: tile.value ?? null })),
      }}
      filters={[
        {
          kind: 'search',
          key: 'search',
          label: t('feedback.searchLabel'),
          placeholder: t('feedback.searchPlaceholder'),
          hideLabel: true,
        },
        {
          kind: 'select',
          key: 'category',
          label: t('feedback.categoryFilter'),
          options: categoryOptions,
        },
        {
          kind: 'select',
          key: 'rating',
          label: t('feedback.ratingFilter'),
          options: ratingOptions,
        },
      ]}
      table={{ caption: t('feedback.table.label'), columns }}
      empty={{
        icon: MessageSquareText,
        title: t('feedback.emptyTitle'),
        text: search || category || rating ? t('feedback.emptyFiltered') : t('feedback.emptyText'),
      }}
      error={{ message: t('feedback.loadFailed'), retry: t('kit.retry') }}
      footer={
        data && data.matches > list.rows.length ? (
          <p className="text-sm text-charcoal-600">
            {t('kit.capped', { shown: list.rows.length, total: data.matches })}
          </p>
        ) : null
      }
    >
      <FeedbackDetail
        // The open detail follows the list, so a status saved in it shows there too.
        feedback={list.rows.find((item) => item.id === shownId) ?? null}
        onClose={() => setShownId(null)}
        onDelete={setConfirming}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('feedback.confirmTitle')}
        busy={remove.isPending}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming, {
            onSuccess: () => setShownId((id) => (id === confirming.id ? null : id)),
            onSettled: () => setConfirming(null),
          })
        }
        onCancel={() => setConfirming(null)}
      >
        <p>{t('feedback.confirmDelete')}</p>
      </ConfirmDialog>
    </SectionListPage>
  );
}
