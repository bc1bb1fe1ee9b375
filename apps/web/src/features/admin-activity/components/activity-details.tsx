import type { ActivityEntry } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { detailLines } from '../activity-words.ts';

/** What a change recorded, as label: value lines, and each changed field as before → after. */
export function ActivityDetails({ details }: { details: ActivityEntry['details'] }) {
  const { t } = useTranslation('admin');
  const lines = detailLines(details);
  if (lines.length === 0) {
    return <span className="text-charcoal-500">{t('activity.noDetails')}</span>;
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs wrap-anywhere">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-charcoal-600">{line.label || t('activity.change')}</dt>
          {'value' in line ? (
            <dd className="text-charcoal-900">{line.value}</dd>
          ) : (
            <dd className="text-charcoal-900">
              <span className="text-charcoal-600">{line.before}</span>
              {' → '}
              <span className="font-medium">{line.after}</span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
