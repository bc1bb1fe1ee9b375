/** Events run on Nepal time whatever the visitor's clock says. */
export const EVENT_TIME_ZONE = 'Asia/Kathmandu';

const dateParts = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: EVENT_TIME_ZONE,
});

const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: EVENT_TIME_ZONE,
});

interface NepalDate {
  day: string;
  month: string;
  year: string;
  atMidnight: boolean;
}

function inNepal(date: Date): NepalDate {
  const parts = Object.fromEntries(
    dateParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    atMidnight: Number(parts.hour) === 0 && Number(parts.minute) === 0,
  };
}

/**
 * An end at midnight closes the day before it (an event "until 26 Nov 00:00" runs through 25
 * Nov), so that day is the one shown.
 */
function lastDay(start: Date, end: Date): Date {
  if (end > start && inNepal(end).atMidnight) return new Date(end.getTime() - 1);
  return end;
}

/** '22 Nov – 25 Nov 2026'; '22 Nov 2026' for one day; years on both sides when they differ. */
export function formatEventDates(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const first = inNepal(start);
  const last = inNepal(lastDay(start, new Date(endIso)));
  const full = (date: NepalDate) => `${date.day} ${date.month} ${date.year}`;
  if (first.year !== last.year) return `${full(first)} – ${full(last)}`;
  if (first.month === last.month && first.day === last.day) return full(first);
  return `${first.day} ${first.month} – ${full(last)}`;
}

/** '10:00 AM – 9:00 PM', or 'All day' for an event that starts and ends at midnight. */
export function formatEventTimes(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (inNepal(start).atMidnight && inNepal(end).atMidnight) return 'All day';
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one reads (and tests) the same.
  const time = (date: Date) => clock.format(date).replace(/[\u202f\u00a0]/g, ' ');
  return `${time(start)} – ${time(end)}`;
}
