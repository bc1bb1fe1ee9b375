import { z } from 'zod';

/** Field names are the spec's (snake_case) for events. */
export const publicEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    start_date: z.iso.datetime({ offset: true }),
    end_date: z.iso.datetime({ offset: true }),
    coupon_code: z.string().nullable(),
    discount_percentage: z.number().int().nullable(),
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const activeEventsResponseSchema = z
  .object({ events: z.array(publicEventSchema) })
  .meta({ id: 'ActiveEvents' });
export type ActiveEventsResponse = z.infer<typeof activeEventsResponseSchema>;

/** An event shows 'Ending Soon!' when it ends within three days. */
export const ENDING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

export function isEndingSoon(event: Pick<PublicEvent, 'end_date'>, now: Date): boolean {
  return new Date(event.end_date).getTime() - now.getTime() <= ENDING_SOON_MS;
}
