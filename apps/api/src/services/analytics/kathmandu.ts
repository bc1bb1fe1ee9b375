import { type SQL, sql } from '@shop/db/orm';
import { RESTAURANT_TIME_ZONE } from '@shop/shared';

/*
 * Days and months as the restaurant counts them: in its time zone, whatever the
 * database session's time zone.
 */

const zone = sql.raw(`'${RESTAURANT_TIME_ZONE}'`);

/** The local (Kathmandu) wall-clock time of an instant. */
const inKathmandu = (instant: SQL) => sql`(${instant} AT TIME ZONE ${zone})`;

/** Today's date in Kathmandu. */
export const kathmanduToday = sql`(${inKathmandu(sql`now()`)})::date`;

/** The first day of this month in Kathmandu. */
export const kathmanduMonthStart = sql`date_trunc('month', ${inKathmandu(sql`now()`)})::date`;

/** The instant a Kathmandu date begins. */
export const kathmanduMidnight = (date: SQL) => sql`((${date})::timestamp AT TIME ZONE ${zone})`;

/** A date as 'YYYY-MM-DD' and its month as 'YYYY-MM'. */
export const isoDay = (date: SQL) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;
export const isoMonth = (date: SQL) => sql<string>`to_char(${date}, 'YYYY-MM')`;
