import { type ActivityEntry, activityListResponseSchema, activityQuerySchema } from '@shop/shared';
import { Filter } from 'lucide-react';
import {
  dateWithTime,
  defineSection,
  EmailText,
  type SectionColumn,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import {
  actionWords,
  detailLines,
  entityWords,
  type FieldWords,
  recordName,
} from './activity-words.ts';
import { useFieldWords } from './use-field-words.ts';

/**
 * GET /api/admin/activity (docs/product-rules.md#audit-log): a page of the audit log, newest
 * first, filtered by admin, action, record and Kathmandu days as the address says.
 */
export const activitySection = defineSection({
  words: ['admin', 'activity'],
  // Unlike the other lists, each filter is a step in the history: Back undoes it.
  history: 'push',
  rows: ({ entries }) => entries,
  filters: [
    { kind: 'select', key: 'adminId' },
    { kind: 'select', key: 'action' },
    { kind: 'select', key: 'entityType' },
    { kind: 'search', key: 'entityId' },
    { kind: 'date', key: 'from', notAfter: 'to' },
    { kind: 'date', key: 'to', notBefore: 'from' },
  ],
  from: ['/admin/activity', activityQuerySchema, activityListResponseSchema],
});

/** The first letters of the first two words of a name. */
const initialsOf = (name: string) =>
  (name.match(/(?<!\S)\S/g) ?? []).slice(0, 2).join('').toUpperCase();

/** A detail that is an email address: it wraps after its @ and before its dots, not mid-word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const detailText = (text: string) => (EMAIL.test(text) ? <EmailText email={text} /> : text);

/** What a change recorded, as label: value lines, and each changed field as before → after. */
function ActivityDetails({
  details,
  fieldWords,
}: {
  details: ActivityEntry['details'];
  fieldWords: FieldWords | undefined;
}) {
  const { t } = useTranslation('admin');
  const lines = detailLines(details, fieldWords);
  if (lines.length === 0)
    return <span className="text-charcoal-500">{t('activity.noDetails')}</span>;
  return (
    <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-left text-xs break-words">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-charcoal-600">{line.label || t('activity.change')}</dt>
          <dd className="text-charcoal-900">
            {'value' in line ? (
              detailText(line.value)
            ) : (
              <>
                <span className="text-charcoal-600">{detailText(line.before)}</span>
                {' → '}
                <span className="font-medium">{detailText(line.after)}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The kind of record, and its name (its id on hover): a click narrows the list to it. */
function ActivityRecord({
  entityType,
  entityId,
  onRecord,
}: Pick<ActivityEntry, 'entityType' | 'entityId'> & {
  onRecord: (entityType: string, entityId: string) => void;
}) {
  const { t } = useTranslation('admin');
  const name = entityId && recordName(entityType, entityId);
  return (
    // Wraps rather than cut a short name: on a phone card an order's number goes under its kind.
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="shrink-0 rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-charcoal-800">
        {entityWords(entityType)}
      </span>
      {entityId && (
        <button
          type="button"
          onClick={() => onRecord(entityType, entityId)}
          title={entityId}
          aria-label={`${t('activity.filters.entityId.label')}: ${name}`}
          className="group inline-flex min-w-0 items-center gap-1 rounded-md font-mono text-xs text-charcoal-700 hover:text-flame-700"
        >
          <span className="truncate">{name}</span>
          <Filter className="size-3 shrink-0 opacity-0 group-hover:opacity-100" aria-hidden />
        </button>
      )}
    </span>
  );
}

/**
 * The audit lines' columns: who, what (in words: the code would break mid-word on a phone card),
 * which record (an order by its number; a click narrows the list to it), when in Kathmandu
 * time, and the details (on a phone card, its foot).
 */
export function useActivityColumns(
  onRecord: (entityType: string, entityId: string) => void,
): SectionColumn<ActivityEntry>[] {
  const { t } = useTranslation('admin');
  const fieldWords = useFieldWords();
  return [
    {
      id: 'who',
      card: 'title',
      className: 'whitespace-nowrap',
      cell: ({ admin }) => (
        <span className="flex min-w-0 items-center gap-2.5">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-charcoal-900 text-xs font-bold text-white"
          >
            {admin ? initialsOf(admin.name) : '?'}
          </span>
          <span className="font-semibold text-charcoal-900">
            {admin?.name ?? t('activity.deletedAdmin')}
          </span>
        </span>
      ),
    },
    {
      id: 'what',
      cell: ({ action }) => (
        <span className="block font-medium text-charcoal-900">{actionWords(action)}</span>
      ),
    },
    {
      id: 'record',
      className: 'max-w-44',
      cell: ({ entityType, entityId }) => (
        <ActivityRecord entityType={entityType} entityId={entityId} onRecord={onRecord} />
      ),
    },
    {
      id: 'when',
      className: 'whitespace-nowrap',
      cell: ({ at }) => <time dateTime={at}>{dateWithTime(at)}</time>,
    },
    {
      id: 'details',
      card: 'actions',
      className: 'min-w-52',
      cell: ({ details, entityType }) => (
        <ActivityDetails details={details} fieldWords={fieldWords(entityType)} />
      ),
    },
  ];
}
