import { type OpeningPeriod, WEEK_DAYS, type WeekDay, type WeeklyHours } from '@shop/shared';

/** Days in a row of the week (Monday first) that share the same periods. */
export interface WeekRow {
  from: WeekDay;
  to: WeekDay;
  periods: readonly OpeningPeriod[];
}

const same = (a: readonly OpeningPeriod[], b: readonly OpeningPeriod[]) =>
  a.length === b.length &&
  a.every((period, i) => period.opens === b[i]?.opens && period.closes === b[i]?.closes);

/** The week as the site shows it: 'Mon - Fri 11:00–22:00', 'Sat - Sun 10:00–23:00'. */
export function weekRows(hours: WeeklyHours): WeekRow[] {
  const rows: WeekRow[] = [];
  for (const day of WEEK_DAYS) {
    const last = rows.at(-1);
    if (last && same(last.periods, hours[day])) last.to = day;
    else rows.push({ from: day, to: day, periods: hours[day] });
  }
  return rows;
}
