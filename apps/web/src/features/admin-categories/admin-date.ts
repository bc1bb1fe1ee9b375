import { RESTAURANT_TIME_ZONE } from '@shop/shared';

/** Dates in the back office: the restaurant's own time zone, to the minute. */
export const ADMIN_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: RESTAURANT_TIME_ZONE,
};
