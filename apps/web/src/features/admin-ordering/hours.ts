import {
  type OpeningPeriod,
  ORDERING_LIMITS,
  type OrderingHours,
  periodSpan,
  WEEK_DAYS,
  type WeekDay,
  type WeeklyHours,
  weeklyHoursSchema,
} from '@shop/shared';

/*
 * The hours editor's logic (docs/product-rules.md#opening-hours): a day's periods added, changed
 * and removed, one running past midnight told as such, and the shared schema's messages put on
 * the day they concern, as the server would refuse them.
 */

/** A new period: after the day's last one, else lunch. */
export function nextPeriod(periods: readonly OpeningPeriod[]): OpeningPeriod {
  const last = periods.at(-1);
  if (!last) return { opens: '11:00', closes: '22:00' };
  const end = periodSpan(last).end % (24 * 60);
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { opens: time(end + 60), closes: time(end + 120) };
}

/** The periods with one more (none past the limit of a day). */
export function withPeriodAdded(periods: readonly OpeningPeriod[]): OpeningPeriod[] {
  if (periods.length >= ORDERING_LIMITS.periodsPerDay) return [...periods];
  return [...periods, nextPeriod(periods)];
}

export const withPeriodRemoved = (periods: readonly OpeningPeriod[], index: number) =>
  periods.filter((_, i) => i !== index);

export const withPeriodChanged = (
  periods: readonly OpeningPeriod[],
  index: number,
  change: Partial<OpeningPeriod>,
) => periods.map((period, i) => (i === index ? { ...period, ...change } : period));

/** The week with one day's periods changed by `edit`. */
export const editDay = (
  week: WeeklyHours,
  day: WeekDay,
  edit: (periods: readonly OpeningPeriod[]) => OpeningPeriod[],
): WeeklyHours => ({ ...week, [day]: edit(week[day]) });

/** A period that closes at or before it opens ends on the next day (18:00–01:00). */
export const pastMidnight = (period: OpeningPeriod) =>
  period.opens !== period.closes && period.closes <= period.opens;

/** The pickup hours made the same as delivery's (copies, not shared arrays). */
export const copyDeliveryToPickup = (hours: OrderingHours): OrderingHours => ({
  delivery: hours.delivery,
  pickup: structuredClone(hours.delivery),
});

export type DayProblems = Partial<Record<WeekDay, string>>;

/** What the server would refuse of a week, one message per day (the first), in its words. */
export function weekProblems(week: WeeklyHours): DayProblems {
  const checked = weeklyHoursSchema.safeParse(week);
  if (checked.success) return {};
  const problems: DayProblems = {};
  for (const issue of checked.error.issues) {
    const day = issue.path[0];
    if (typeof day === 'string' && WEEK_DAYS.includes(day as WeekDay)) {
      problems[day as WeekDay] ??= issue.message;
    }
  }
  return problems;
}

/** Both weeks' problems; empty when the hours can be saved. */
export function hoursProblems(hours: OrderingHours) {
  const delivery = weekProblems(hours.delivery);
  const pickup = weekProblems(hours.pickup);
  const none = Object.keys(delivery).length === 0 && Object.keys(pickup).length === 0;
  return { delivery, pickup, none };
}

/**
 * A time as typed into a 24-hour field, written HH:MM when it reads as one: '9' and '9:5' are
 * not guessed at, but '930', '0930' and '9:30' are 09:30 and '2130' is 21:30. Anything else is
 * left as typed, for the shared schema's message.
 */
export function typedTime(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2}):?(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return trimmed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
