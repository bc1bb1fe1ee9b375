/** The restaurant's days are Kathmandu's (UTC+05:45, no daylight saving). */
const KATHMANDU_OFFSET = '+05:45';

/** The first instant of a Kathmandu day (YYYY-MM-DD). */
export function kathmanduDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${KATHMANDU_OFFSET}`);
}

/** The first instant after a Kathmandu day: where an inclusive end date stops. */
export function kathmanduDayEnd(day: string): Date {
  const start = kathmanduDayStart(day);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}
