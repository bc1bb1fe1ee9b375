import type { ActivityEntry } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { detailLabel, detailValue } from '../activity-words.ts';

/** What a change recorded, as label: value lines. */
export function ActivityDetails({ details }: { details: ActivityEntry['details'] }) {
  const { t } = useTranslation('admin');
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) {
    return <span className="text-charcoal-500">{t('activity.noDetails')}</span>;
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-charcoal-600">{detailLabel(key)}</dt>
          <dd className="break-words text-charcoal-900">{detailValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
