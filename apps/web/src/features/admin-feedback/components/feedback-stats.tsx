import type { FeedbackStats as Figures } from '@shop/shared';
import { CalendarDays, Clock, MessageSquareText, Star } from 'lucide-react';
import { AdminStatGrid, AdminStatTile } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** Total, pending review, average rating (one decimal, 0 when none) and this week (7 days). */
export function FeedbackStats({ stats }: { stats: Figures }) {
  const { t } = useTranslation('admin-content');
  return (
    <AdminStatGrid label={t('feedback.stats.label')} columns={4}>
      <AdminStatTile
        icon={MessageSquareText}
        tone="sky"
        label={t('feedback.stats.total')}
        value={stats.total}
      />
      <AdminStatTile
        icon={Clock}
        tone="amber"
        label={t('feedback.stats.pending')}
        value={stats.pending}
      />
      <AdminStatTile
        icon={Star}
        tone="flame"
        label={t('feedback.stats.average')}
        value={stats.averageRating === 0 ? '0' : stats.averageRating.toFixed(1)}
      />
      <AdminStatTile
        icon={CalendarDays}
        tone="emerald"
        label={t('feedback.stats.thisWeek')}
        value={stats.thisWeek}
      />
    </AdminStatGrid>
  );
}
