import {
  type AdminFeedback,
  FEEDBACKS_CSV,
  type FeedbackCategory,
  successResponseSchema,
} from '@shop/shared';
import { CalendarDays, Clock, type LucideIcon, MessageSquareText, Star } from 'lucide-react';
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
import type { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { feedbackSection, feedbacksCsv, useFeedbackColumns } from '../feedback-section.tsx';
import { FeedbackDetail } from './feedback-detail.tsx';

/** The back office's Feedback screen: figures, filters, CSV export, the table, detail, delete. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('admin-content');
  const list = useSectionList(feedbackSection);
  const [shownId, setShownId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<AdminFeedback | null>(null);
  const remove = useSectionMutation(
    feedbackSection,
    ({ id }: AdminFeedback) =>
      adminApi.delete(`/feedback/${id}`, successResponseSchema, {
        fallbackMessage: t('feedback.deleteFailed'),
      }),
    { failure: (error) => t('feedback.deleteError', { message: errorWords(error) }) },
  );
  const columns = useFeedbackColumns((feedback) => setShownId(feedback.id), setConfirming);
  const data = list.query.data?.data;
  const { search, category, rating } = list.address.values;
  // The open detail follows the list, so a status saved in it shows there too.
  const shown = list.rows.find((item) => item.id === shownId);
  const stats = data?.stats;
  const capped =
    data &&
    data.matches > list.rows.length &&
    t('kit.capped', { shown: list.rows.length, total: data.matches });
  const average = stats && (stats.averageRating === 0 ? '0' : stats.averageRating.toFixed(1));
  const tile = (
    icon: LucideIcon,
    tone: StatTone,
    label: keyof typeof adminContent.feedback.stats,
    value?: number | string,
  ) => ({
    icon,
    tone,
    label: t(`feedback.stats.${label}`),
    value: value ?? null,
  });
  // Every category some feedback has (docs/product-rules.md#feedback), and the one chosen.
  const categories = new Set<FeedbackCategory>(data?.categories);
  if (category && category !== 'all') categories.add(category);

  return (
    <SectionListPage
      list={list}
      title={t('feedback.heading')}
      description={t('feedback.intro')}
      tiles={{
        label: t('feedback.stats.label'),
        columns: 4,
        items: [
          tile(MessageSquareText, 'sky', 'total', stats?.total),
          tile(Clock, 'amber', 'pending', stats?.pending),
          tile(Star, 'flame', 'average', average),
          tile(CalendarDays, 'emerald', 'thisWeek', stats?.thisWeek),
        ],
      }}
      actions={
        <ExportCsvButton
          fileName={FEEDBACKS_CSV.fileName}
          csv={() => feedbacksCsv(list.rows)}
          disabled={!list.rows.length}
        />
      }
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
          options: [
            { value: '', label: t('feedback.allCategories') },
            ...[...categories].map((value) => ({
              value,
              label: t(`feedback.categories.${value}`),
            })),
          ],
        },
        {
          kind: 'select',
          key: 'rating',
          label: t('feedback.ratingFilter'),
          options: ['', '5', '4', '3', '2', '1'].map((value) => ({
            value,
            label: value
              ? t('feedback.ratingOption', { count: Number(value) })
              : t('feedback.allRatings'),
          })),
        },
      ]}
      table={{ caption: t('feedback.table.label'), columns }}
      empty={{
        icon: MessageSquareText,
        title: t('feedback.emptyTitle'),
        text: search || category || rating ? t('feedback.emptyFiltered') : t('feedback.emptyText'),
      }}
      error={{ message: t('feedback.loadFailed'), retry: t('kit.retry') }}
      footer={capped && <p className="text-sm text-charcoal-600">{capped}</p>}
    >
      {shown && (
        <FeedbackDetail
          key={shown.id}
          feedback={shown}
          onClose={() => setShownId(null)}
          onDelete={setConfirming}
        />
      )}
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
