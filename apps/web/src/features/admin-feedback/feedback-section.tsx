import {
  type AdminFeedback,
  csvDocument,
  FEEDBACK_STATUSES,
  FEEDBACKS_CSV,
  type FeedbackCategory,
  type FeedbackStatus,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackUpdatedResponseSchema,
} from '@shop/shared';
import { CalendarDays, Clock, MessageSquareText, Star } from 'lucide-react';
import { Stars } from '@/components/ui/stars.tsx';
import {
  adminApi,
  csvDateTime,
  defineSection,
  errorWords,
  Pill,
  receivedCell,
  type SectionColumn,
  type Tone,
  truncate,
  useSectionMutation,
  withNote,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { cn } from '@/lib/cn.ts';

/** GET /api/feedback: the newest feedback the filters match, the figures and the categories. */
export const feedbackSection = defineSection({
  loadFailed: adminContent.feedback.loadFailed,
  words: ['admin-content', 'feedback'],
  rows: (response) => response.data.feedback,
  total: (response) => response.data.matches,
  stats: (response) => response.data.stats,
  nameOf: (feedback) => feedback.name,
  tiles: [
    ['total', MessageSquareText, 'sky'],
    ['pending', Clock, 'amber'],
    [
      'average',
      Star,
      'flame',
      { value: ({ averageRating: mean = 0 }) => (mean === 0 ? '0' : mean.toFixed(1)) },
    ],
    ['thisWeek', CalendarDays, 'emerald'],
  ],
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'category' },
    { kind: 'select', key: 'rating' },
  ],
  csv: { fileName: FEEDBACKS_CSV.fileName, document: feedbacksCsv },
  deletePath: (feedback) => `/feedback/${feedback.id}`,
  from: ['/feedback', feedbackListQuerySchema, feedbackListResponseSchema],
});

const CATEGORY_TONES: Record<FeedbackCategory, Tone> = {
  food_quality: 'orange',
  food: 'orange',
  service: 'sky',
  delivery: 'violet',
  website: 'teal',
  general: 'charcoal',
  other: 'charcoal',
  complaint: 'red',
  suggestion: 'emerald',
};

/** A feedback's category as a coloured badge. */
export function CategoryBadge({ category }: { category: FeedbackCategory }) {
  const { t } = useTranslation('admin-content');
  return <Pill tone={CATEGORY_TONES[category]}>{t(`feedback.categories.${category}`)}</Pill>;
}

const STATUS_COLOURS: Record<FeedbackStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  reviewed: 'border-sky-300 bg-sky-50 text-sky-900',
  resolved: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

/**
 * The status dropdown: a choice is saved at once (docs/product-rules.md#contacts-and-feedback),
 * shown while it is saved; a failure is told in a toast.
 */
export function StatusSelect({ feedback }: { feedback: AdminFeedback }) {
  const { t } = useTranslation('admin-content');
  const change = useSectionMutation(
    feedbackSection,
    (status: FeedbackStatus) =>
      adminApi.put(`/feedback/${feedback.id}`, { status }, feedbackUpdatedResponseSchema, {
        fallbackMessage: t('feedback.statusFailed'),
      }),
    {
      success: null,
      failure: (error) => t('feedback.statusError', { message: errorWords(error) }),
    },
  );
  const shown = change.isPending ? change.variables : feedback.status;
  return (
    <select
      aria-label={t('feedback.table.statusOf', { name: feedback.name })}
      value={shown}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as FeedbackStatus)}
      className={cn(
        'rounded-full border py-1.5 pr-1 pl-2.5 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-flame-500 disabled:opacity-70',
        STATUS_COLOURS[shown],
      )}
    >
      {FEEDBACK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`feedback.statuses.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** docs/product-rules.md#contacts-and-feedback: the message is cut at 60 characters. */
const MESSAGE_LENGTH = 60;

/** The feedback's columns; the status is changed right in its row. */
export function useFeedbackColumns(): SectionColumn<AdminFeedback>[] {
  const { t } = useTranslation('admin-content');
  const small = 'min-w-[4.5rem] text-[13px]';
  return [
    {
      id: 'customer',
      className: 'max-w-36',
      card: 'title',
      cell: (item) => withNote(item.name, item.email, 'font-semibold text-charcoal-900'),
    },
    { id: 'category', cell: (item) => <CategoryBadge category={item.category} /> },
    {
      id: 'rating',
      className: 'whitespace-nowrap',
      cell: (item) => <Stars rating={item.rating} />,
    },
    {
      id: 'message',
      className: 'min-w-44 text-[13px] leading-snug',
      cell: (item) => truncate(item.message, MESSAGE_LENGTH),
    },
    {
      id: 'images',
      className: small,
      cell: ({ images: { length } }) => (
        <span className={length ? 'font-medium text-charcoal-800' : 'text-charcoal-500'}>
          {length
            ? t('feedback.table.imageCount', { count: length })
            : t('feedback.table.noImages')}
        </span>
      ),
    },
    { id: 'status', cell: (item) => <StatusSelect feedback={item} /> },
    { id: 'date', className: small, cell: (item) => receivedCell(item.created_at) },
  ];
}

/**
 * feedbacks.csv (docs/product-rules.md#csv-exports): Name, Email, Category, Rating, Message,
 * Status, Date of the given rows, in order; category and status as stored (food_quality).
 */
export function feedbacksCsv(feedback: readonly AdminFeedback[]): string {
  const fields = ['name', 'email', 'category', 'rating', 'message', 'status'] as const;
  return csvDocument(
    FEEDBACKS_CSV.header,
    feedback.map((f) => [...fields.map((field) => f[field]), csvDateTime(f.created_at)]),
  );
}
