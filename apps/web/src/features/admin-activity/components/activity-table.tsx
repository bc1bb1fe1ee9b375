import { type ActivityEntry, RESTAURANT_TIME_ZONE } from '@shop/shared';
import { Filter } from 'lucide-react';
import { ColumnHeader } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { actionWords, entityWords } from '../activity-words.ts';
import { ActivityDetails } from './activity-details.tsx';

interface ActivityTableProps {
  entries: readonly ActivityEntry[];
  busy: boolean;
  /** Narrows the list to one record's changes. */
  onRecord: (entityType: string, entityId: string) => void;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

function useWhen() {
  const { date } = useFormat();
  return (iso: string) =>
    date(new Date(iso), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: RESTAURANT_TIME_ZONE,
    });
}

function Who({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('admin');
  const name = entry.admin?.name ?? t('activity.deletedAdmin');
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-charcoal-900 text-xs font-bold text-white"
      >
        {entry.admin ? initialsOf(entry.admin.name) : '?'}
      </span>
      <span className="font-semibold text-charcoal-900">{name}</span>
    </span>
  );
}

function What({ entry }: { entry: ActivityEntry }) {
  return (
    <>
      <p className="font-medium text-charcoal-900">{actionWords(entry.action)}</p>
      <p className="font-mono text-xs text-charcoal-500">{entry.action}</p>
    </>
  );
}

function Record({
  entry,
  onRecord,
}: {
  entry: ActivityEntry;
  onRecord: ActivityTableProps['onRecord'];
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="shrink-0 rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-charcoal-800">
        {entityWords(entry.entityType)}
      </span>
      {entry.entityId && (
        <button
          type="button"
          onClick={() => onRecord(entry.entityType, entry.entityId ?? '')}
          title={entry.entityId}
          aria-label={`${t('activity.filters.entityId')}: ${entry.entityId}`}
          className="group inline-flex min-w-0 items-center gap-1 rounded-md font-mono text-xs text-charcoal-700 hover:text-flame-700"
        >
          <span className="truncate">{entry.entityId}</span>
          <Filter
            className="size-3 shrink-0 opacity-0 transition group-hover:opacity-100"
            aria-hidden="true"
          />
        </button>
      )}
    </span>
  );
}

/** The audit lines: a table on wide screens (who, what, record, when, details), cards on phones. */
export function ActivityTable({ entries, busy, onRecord }: ActivityTableProps) {
  const { t } = useTranslation('admin');
  const when = useWhen();
  return (
    <div aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-3xl border border-charcoal-900/5 bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('activity.heading')}</caption>
          <thead className="border-b border-charcoal-100 bg-cream-50 text-xs tracking-wide text-charcoal-600 uppercase">
            <tr>
              <ColumnHeader>{t('activity.columns.who')}</ColumnHeader>
              <ColumnHeader>{t('activity.columns.what')}</ColumnHeader>
              <ColumnHeader>{t('activity.columns.record')}</ColumnHeader>
              <ColumnHeader>{t('activity.columns.when')}</ColumnHeader>
              <ColumnHeader>{t('activity.columns.details')}</ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-charcoal-100">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top transition hover:bg-cream-50/70">
                <td className="px-4 py-3 whitespace-nowrap">
                  <Who entry={entry} />
                </td>
                <td className="px-4 py-3">
                  <What entry={entry} />
                </td>
                <td className="max-w-56 px-4 py-3">
                  <Record entry={entry} onRecord={onRecord} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-charcoal-700">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                </td>
                <td className="min-w-56 px-4 py-3">
                  <ActivityDetails details={entry.details} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-2xl border border-charcoal-900/5 bg-white p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <Who entry={entry} />
              <time dateTime={entry.at} className="shrink-0 text-xs text-charcoal-600">
                {when(entry.at)}
              </time>
            </div>
            <div className="mt-3 text-sm">
              <What entry={entry} />
            </div>
            <div className="mt-2 text-sm">
              <Record entry={entry} onRecord={onRecord} />
            </div>
            <div className="mt-3 rounded-xl bg-cream-50 p-3">
              <ActivityDetails details={entry.details} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
