import { type AdminFeedback, FEEDBACK_STATUSES, type FeedbackStatus } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useFeedbackStatus } from '../hooks/use-feedback-changes.ts';

const COLOURS: Record<FeedbackStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  reviewed: 'border-sky-300 bg-sky-50 text-sky-900',
  resolved: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

/**
 * The status dropdown: a choice is saved at once (docs/product-rules.md#contacts-and-feedback), and
 * shown once it is saved.
 */
export function StatusSelect({ feedback }: { feedback: AdminFeedback }) {
  const { t } = useTranslation('admin-content');
  const change = useFeedbackStatus();
  const shown = change.isPending ? change.variables.status : feedback.status;
  return (
    <select
      aria-label={t('feedback.table.statusOf', { name: feedback.name })}
      value={shown}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate({ feedback, status: event.target.value as FeedbackStatus })
      }
      className={cn(
        'rounded-full border py-1.5 pr-1 pl-2.5 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-flame-500 disabled:opacity-70',
        COLOURS[shown],
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
