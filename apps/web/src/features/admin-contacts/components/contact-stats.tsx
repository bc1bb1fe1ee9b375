import type { ContactStats as Figures } from '@shop/shared';
import { CalendarDays, Clock, Inbox, MailWarning } from 'lucide-react';
import { AdminStatGrid, AdminStatTile } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** Total, unread, this week (7 days) and today (24 hours), of every message. */
export function ContactStats({ stats }: { stats: Figures }) {
  const { t } = useTranslation('admin-content');
  return (
    <AdminStatGrid label={t('contacts.stats.label')} columns={4}>
      <AdminStatTile
        icon={Inbox}
        tone="sky"
        label={t('contacts.stats.total')}
        value={stats.total}
      />
      <AdminStatTile
        icon={MailWarning}
        tone="flame"
        label={t('contacts.stats.unread')}
        value={stats.unread}
      />
      <AdminStatTile
        icon={CalendarDays}
        tone="emerald"
        label={t('contacts.stats.thisWeek')}
        value={stats.thisWeek}
      />
      <AdminStatTile
        icon={Clock}
        tone="amber"
        label={t('contacts.stats.today')}
        value={stats.today}
      />
    </AdminStatGrid>
  );
}
