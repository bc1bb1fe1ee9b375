import type { SpecialDay } from '@shop/shared';
import { CalendarOff, CalendarPlus, CalendarX2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  adminApi,
  ConfirmDialog,
  calendarDate,
  errorWords,
  RowAction,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { answered, orderingKeys, useSpecialDays } from '../ordering-api.ts';
import { OrderingCard } from './ordering-card.tsx';
import { SpecialDayForm } from './special-day-form.tsx';

/**
 * Days that override the week (docs/product-rules.md#opening-hours): listed by date from
 * yesterday on, added (a second of the same date replaces it) and deleted after asking.
 */
export function SpecialDays() {
  const { t } = useTranslation('admin-ordering');
  const read = useSpecialDays();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<SpecialDay | null>(null);
  const removal = useSectionMutation(
    orderingKeys,
    (day: SpecialDay) => adminApi.delete(`/admin/ordering/special-days/${day.date}`, answered),
    {
      success: (answer) => answer.message ?? t('specialDays.deleted'),
      failure: (error) => errorWords(error, t('specialDays.deleteFailed')),
    },
  );
  const days = read.data?.specialDays;
  return (
    <OrderingCard
      icon={CalendarOff}
      title={t('specialDays.title')}
      lead={t('specialDays.lead')}
      testId="special-days"
      actions={
        <Button size="sm" onClick={() => setAdding(true)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('specialDays.add')}
        </Button>
      }
    >
      {!days ? (
        read.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorWords(read.error, t('specialDays.loadFailed'))}
          </p>
        ) : (
          <Skeleton className="h-24 w-full rounded-2xl" />
        )
      ) : days.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-charcoal-200 px-4 py-6 text-center text-sm text-charcoal-600">
          {t('specialDays.none')}
        </p>
      ) : (
        <ul
          aria-label={t('specialDays.list')}
          className="divide-y divide-charcoal-100 rounded-2xl ring-1 ring-charcoal-100"
        >
          {days.map((day) => (
            <li key={day.date} data-date={day.date} className="flex items-center gap-3 px-4 py-3">
              <span className="flex size-11 shrink-0 flex-col items-center justify-center rounded-xl bg-flame-50 leading-none text-flame-700">
                <CalendarX2 className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-charcoal-900">
                  {dayName(day.date)}
                  {day.label && (
                    <span className="font-normal text-charcoal-600"> · {day.label}</span>
                  )}
                </p>
                <p className="text-sm text-charcoal-600 tabular-nums">
                  {day.closed
                    ? t('specialDays.closed')
                    : day.periods.map((p) => `${p.opens}–${p.closes}`).join(', ')}
                </p>
              </div>
              <RowAction
                label={t('specialDays.delete', { name: dayName(day.date) })}
                icon={Trash2}
                tone="danger"
                onClick={() => setDoomed(day)}
              />
            </li>
          ))}
        </ul>
      )}
      {adding && <SpecialDayForm onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('specialDays.deleteTitle')}
        busy={removal.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && removal.mutate(doomed, { onSettled: () => setDoomed(null) })}
      >
        <p>{t('specialDays.deleteQuestion', { name: doomed ? dayName(doomed.date) : '' })}</p>
      </ConfirmDialog>
    </OrderingCard>
  );
}

/** 'Tue, Oct 14, 2025' for a calendar day. */
const dayName = (day: string) =>
  calendarDate(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
