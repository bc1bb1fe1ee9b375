import { type OpeningPeriod, ORDERING_LIMITS, WEEK_DAYS, type WeeklyHours } from '@shop/shared';
import { CircleAlert, Moon, Plus, X } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import {
  type DayProblems,
  editDay,
  pastMidnight,
  typedTime,
  withPeriodAdded,
  withPeriodChanged,
  withPeriodRemoved,
} from '../hours.ts';

interface WeekEditorProps {
  week: WeeklyHours;
  problems: DayProblems;
  onChange: (week: WeeklyHours) => void;
  disabled?: boolean;
}

/** A week's opening hours: each day its periods (or Closed), added, changed and removed. */
export function WeekEditor({ week, problems, onChange, disabled }: WeekEditorProps) {
  const { t } = useTranslation('admin-ordering');
  return (
    <ul className="divide-y divide-charcoal-100 rounded-2xl ring-1 ring-charcoal-100">
      {WEEK_DAYS.map((day) => (
        <DayPeriods
          key={day}
          id={day}
          name={t(`hours.days.${day}`)}
          periods={week[day]}
          problem={problems[day]}
          disabled={disabled}
          onChange={(edit) => onChange(editDay(week, day, edit))}
        />
      ))}
    </ul>
  );
}

/**
 * One day's periods (a week day's, or a special day's), each two times and Remove, the next
 * day said of one past midnight; Closed when there are none; the server's problem under them.
 */
export function DayPeriods(props: {
  id: string;
  name: string;
  periods: readonly OpeningPeriod[];
  problem: string | undefined;
  disabled?: boolean;
  onChange: (edit: (periods: readonly OpeningPeriod[]) => OpeningPeriod[]) => void;
}) {
  const { t } = useTranslation('admin-ordering');
  const { name, periods, problem, onChange } = props;
  const errorId = `hours-${props.id}-problem`;
  return (
    <li
      data-day={props.id}
      className={cn(
        'flex flex-col gap-2 px-3 py-3 sm:px-4 md:flex-row md:items-start md:gap-3',
        problem && 'bg-red-50/50',
      )}
    >
      <span className="w-28 shrink-0 pt-2 text-sm font-bold text-charcoal-900">{name}</span>
      <div className="min-w-0 flex-1 space-y-2">
        {periods.length === 0 && (
          <p className="pt-1.5">
            <span className="inline-flex items-center rounded-full bg-charcoal-100 px-3 py-1 text-xs font-semibold text-charcoal-700">
              {t('hours.closed')}
            </span>
          </p>
        )}
        {periods.map((period, index) => {
          const number = index + 1;
          const words = { number, day: name };
          return (
            <fieldset
              // Periods are edited in place and only the last is added: the position keys them.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
              aria-label={t('hours.period', words)}
            >
              <TimeInput
                label={`${t('hours.opens')}, ${t('hours.period', words)}`}
                value={period.opens}
                invalid={problem !== undefined}
                describedBy={problem ? errorId : undefined}
                disabled={props.disabled}
                onChange={(opens) => onChange((all) => withPeriodChanged(all, index, { opens }))}
              />
              <span aria-hidden="true" className="text-charcoal-400">
                –
              </span>
              <TimeInput
                label={`${t('hours.closes')}, ${t('hours.period', words)}`}
                value={period.closes}
                invalid={problem !== undefined}
                describedBy={problem ? errorId : undefined}
                disabled={props.disabled}
                onChange={(closes) => onChange((all) => withPeriodChanged(all, index, { closes }))}
              />
              <button
                type="button"
                onClick={() => onChange((all) => withPeriodRemoved(all, index))}
                disabled={props.disabled}
                aria-label={t('hours.removePeriod', words)}
                title={t('hours.removePeriod', words)}
                className="flex size-9 items-center justify-center rounded-full text-charcoal-500 sm:order-last transition hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-flame-500"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
              {pastMidnight(period) && (
                <span className="order-last col-span-4 inline-flex w-fit items-center gap-1 rounded-full sm:order-none bg-violet-50 px-2.5 py-1 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
                  <Moon className="size-3.5" aria-hidden="true" />
                  {t('hours.nextDay')}
                </span>
              )}
            </fieldset>
          );
        })}
        {problem && (
          <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-red-700">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {problem}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => onChange(withPeriodAdded)}
        disabled={props.disabled || periods.length >= ORDERING_LIMITS.periodsPerDay}
        aria-label={t('hours.addPeriodTo', { day: name })}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-full px-3 text-sm font-semibold text-flame-700 transition hover:bg-flame-50 focus-visible:outline-2 focus-visible:outline-flame-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('hours.addPeriod')}
      </button>
    </li>
  );
}

/**
 * A restaurant time, always 24-hour as the site writes times: a native time input would show
 * AM/PM in a browser set to US English. A time typed loosely ('930') is tidied on leaving.
 */
function TimeInput(props: {
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      aria-label={props.label}
      value={props.value}
      required
      disabled={props.disabled}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={(event) => {
        const tidy = typedTime(event.target.value);
        if (tidy !== props.value) props.onChange(tidy);
      }}
      className="h-10 w-full min-w-0 rounded-xl border border-charcoal-200 bg-cream-50 px-2 text-center text-sm sm:w-24 sm:px-3 text-charcoal-900 tabular-nums transition placeholder:text-charcoal-400 hover:border-charcoal-300 focus:border-flame-400 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 aria-invalid:border-red-400 disabled:opacity-60"
    />
  );
}
