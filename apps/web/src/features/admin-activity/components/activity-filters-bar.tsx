import type { ActivityFilterOptions } from '@shop/shared';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses } from '@/components/ui/form-field.tsx';
import { SelectBox, useSettledSearch } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { type ActivityFilterValues, hasFilters } from '../activity-filters.ts';
import { actionWords, entityWords } from '../activity-words.ts';

interface ActivityFiltersBarProps {
  filters: ActivityFilterValues;
  options: ActivityFilterOptions | undefined;
  onChange: (change: Partial<ActivityFilterValues>) => void;
}

const labelClasses = 'mb-1.5 block text-xs font-semibold text-charcoal-700';

function DateBox({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClasses, 'py-2.5')}
      />
    </div>
  );
}

/** Who, what, which kind of record, which record, and which Kathmandu days. */
export function ActivityFiltersBar({ filters, options, onChange }: ActivityFiltersBarProps) {
  const { t } = useTranslation('admin');
  const recordId = useId();
  const [entityId, setEntityId] = useSettledSearch(filters.entityId, (text) =>
    onChange({ entityId: text }),
  );
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card lg:grid-cols-3 2xl:grid-cols-6 2xl:items-end">
      <legend className="sr-only">{t('activity.filters.legend')}</legend>
      <SelectBox
        className="col-span-2 sm:col-span-1"
        label={t('activity.filters.admin')}
        value={filters.adminId}
        onChange={(adminId) => onChange({ adminId })}
        options={[
          { value: '', label: t('activity.filters.anyAdmin') },
          ...(options?.admins ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
        ]}
      />
      <SelectBox
        className="col-span-2 sm:col-span-1"
        label={t('activity.filters.action')}
        value={filters.action}
        onChange={(action) => onChange({ action })}
        options={[
          { value: '', label: t('activity.filters.anyAction') },
          ...(options?.actions ?? []).map((action) => ({
            value: action,
            label: actionWords(action),
          })),
        ]}
      />
      <SelectBox
        className="col-span-2 sm:col-span-1"
        label={t('activity.filters.entityType')}
        value={filters.entityType}
        onChange={(entityType) => onChange({ entityType })}
        options={[
          { value: '', label: t('activity.filters.anyEntityType') },
          ...(options?.entityTypes ?? []).map((type) => ({
            value: type,
            label: entityWords(type),
          })),
        ]}
      />
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={recordId} className={labelClasses}>
          {t('activity.filters.entityId')}
        </label>
        <input
          id={recordId}
          type="search"
          value={entityId}
          maxLength={100}
          placeholder={t('activity.filters.entityIdPlaceholder')}
          onChange={(event) => setEntityId(event.target.value)}
          className={cn(controlClasses, 'py-2.5')}
        />
      </div>
      <DateBox
        label={t('activity.filters.from')}
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ from })}
      />
      <DateBox
        label={t('activity.filters.to')}
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters(filters) && (
        <div className="col-span-2 lg:col-span-3 2xl:col-span-6">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ adminId: '', action: '', entityType: '', entityId: '', from: '', to: '' })
            }
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('activity.filters.reset')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
