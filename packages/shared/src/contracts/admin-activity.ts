import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../domain/restaurant-time.ts';
import { paginationSchema, queryInt } from './common.ts';

/*
 * The back office's Activity section (docs/product-rules.md#audit-log): the audit log of every
 * admin change, who made it, what it was, which record, when; newest first, filtered and paged.
 */

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_PAGE_SIZE = 100;
/** Pages past this are not worth walking: narrow the filters instead. */
export const ACTIVITY_MAX_PAGE = 10_000;

export const ACTIVITY_MESSAGES = {
  adminInvalid: 'adminId must be an admin id',
  actionInvalid: 'action must be at most 100 characters',
  entityTypeInvalid: 'entityType must be at most 50 characters',
  entityIdInvalid: 'entityId must be at most 100 characters',
  fromInvalid: 'from must be a date (YYYY-MM-DD)',
  toInvalid: 'to must be a date (YYYY-MM-DD)',
  rangeReversed: 'The start date must be on or before the end date',
  loadFailed: 'Failed to load activity',
} as const;

const m = ACTIVITY_MESSAGES;

/** A calendar day `YYYY-MM-DD` that exists. */
/* @__NO_SIDE_EFFECTS__ */
function calendarDay(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
      },
      { error: message },
    );
}

/** An optional text filter: blank means no filter. */
/* @__NO_SIDE_EFFECTS__ */
function textFilter(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((text) => (text ? text : undefined));
}

/** GET /api/admin/activity: filters (all optional) and the page. */
export const activityQuerySchema = z
  .object({
    adminId: z
      .uuid({ error: m.adminInvalid })
      .optional()
      .meta({ description: 'Only the changes of this admin' }),
    action: textFilter(100, m.actionInvalid).meta({
      description: 'Exactly this action, e.g. `order.status_changed`',
    }),
    entityType: textFilter(50, m.entityTypeInvalid).meta({
      description: 'Only changes of this kind of record, e.g. `order`',
    }),
    entityId: textFilter(100, m.entityIdInvalid).meta({
      description: "Only changes of this record: its id, or an order's number (`#75FB4894`)",
    }),
    from: calendarDay(m.fromInvalid)
      .optional()
      .meta({ description: `From this day on (${RESTAURANT_TIME_ZONE})` }),
    to: calendarDay(m.toInvalid)
      .optional()
      .meta({ description: `Up to and including this day (${RESTAURANT_TIME_ZONE})` }),
    page: queryInt('page', 1, ACTIVITY_MAX_PAGE).optional().default(1),
    limit: queryInt('limit', 1, ACTIVITY_MAX_PAGE_SIZE).optional().default(ACTIVITY_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: m.rangeReversed,
    path: ['to'],
  });
export type ActivityQuery = z.input<typeof activityQuerySchema>;
export type ActivityFilters = z.output<typeof activityQuerySchema>;

export const activityAdminSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'ActivityAdmin' });
export type ActivityAdmin = z.infer<typeof activityAdminSchema>;

export const activityEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime({ offset: true }),
    /** Null when the admin's account was deleted since. */
    admin: activityAdminSchema.nullable(),
    action: z.string().meta({ example: 'order.status_changed' }),
    entityType: z.string().meta({ example: 'order' }),
    entityId: z.string().nullable(),
    /** What changed, as the change recorded it (before and after values, notes…). */
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListResponseSchema = z
  .object({ entries: z.array(activityEntrySchema), pagination: paginationSchema })
  .meta({ id: 'ActivityList' });
export type ActivityList = z.infer<typeof activityListResponseSchema>;

/** GET /api/admin/activity/filters: what the filters can choose from. */
export const activityFilterOptionsSchema = z
  .object({
    admins: z.array(activityAdminSchema),
    actions: z.array(z.string()),
    entityTypes: z.array(z.string()),
  })
  .meta({ id: 'ActivityFilterOptions' });
export type ActivityFilterOptions = z.infer<typeof activityFilterOptionsSchema>;
