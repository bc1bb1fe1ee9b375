import { z } from 'zod';
import { WEEKDAY_NAMES } from '../domain/coupon-rules.ts';
import { periodsOverlap, WEEK_DAYS, type WeekDay } from '../domain/opening-periods.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * A restaurant's day (issue 21): the hours orders are taken in, for delivery and for pickup;
 * special days that override the week; a busy pause; and orders for later. Times of day are the
 * restaurant's wall clock ('HH:MM', 24-hour); instants are ISO 8601 with an offset. The rules
 * that read these shapes are in domain/opening-hours.ts, ordering-status.ts and later-slots.ts
 * (docs/decisions/052-restaurant-time.md).
 */

/** The bounds the owner's settings keep to; the messages quote them. */
export const ORDERING_LIMITS = {
  periodsPerDay: 6,
  labelLength: 100,
  reasonLength: 200,
  daysAhead: { min: 0, max: 30 },
  slotMinutes: { min: 5, max: 240 },
  leadMinutes: { min: 0, max: 1440 },
  capacityPerSlot: { min: 1, max: 1000 },
} as const;
const L = ORDERING_LIMITS;

// ─── Messages ────────────────────────────────────────────────────────────────────────────────

export const ORDERING_MESSAGES = {
  timeInvalid: 'Time must be written HH:MM, from 00:00 to 23:59',
  periodEmpty: 'A period must not open and close at the same time',
  periodsOverlap: (day: string) => `The periods of ${day} must not overlap`,
  tooManyPeriods: `A day has at most ${L.periodsPerDay} periods`,
  dateInvalid: 'Date must be a valid date written YYYY-MM-DD',
  specialDayPeriodsRequired: 'A special day that is open needs at least one period',
  specialDayClosedWithPeriods: 'A closed special day has no periods',
  labelTooLong: `Label must be at most ${L.labelLength} characters`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${L.reasonLength} characters`,
  pauseUntilRequired: 'A pause until a time needs that time',
  pauseUntilInvalid: 'Until must be a valid date and time',
  pauseUntilBeforeStart: 'A pause must end after it starts',
  startedAtInvalid: 'Started at must be a valid date and time',
  enabledInvalid: 'enabled must be true or false',
  daysAheadRange: `Days ahead must be a whole number from ${L.daysAhead.min} to ${L.daysAhead.max}`,
  slotMinutesRange: `Slot length must be a whole number of minutes from ${L.slotMinutes.min} to ${L.slotMinutes.max}`,
  leadMinutesRange: `Lead time must be a whole number of minutes from ${L.leadMinutes.min} to ${L.leadMinutes.max}`,
  capacityRange: `Orders per slot must be a whole number from ${L.capacityPerSlot.min} to ${L.capacityPerSlot.max}`,
} as const;

// ─── Days and times ──────────────────────────────────────────────────────────────────────────

/** How an order leaves the kitchen; each has its own hours. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** A wall-clock time of the restaurant, 'HH:MM' from 00:00 to 23:59. */
export const clockTimeSchema = z
  .string({ error: ORDERING_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ORDERING_MESSAGES.timeInvalid });

/**
 * One period of a day. A period whose close is at or before its open runs past midnight into
 * the next day (18:00–01:00); it belongs to the day it opens. 00:00–00:00 would be a whole day
 * and a period that opens and closes at the same minute is refused: write 00:00–23:59 instead.
 */
export const openingPeriodSchema = z
  .object({ opens: clockTimeSchema, closes: clockTimeSchema })
  .refine((period) => period.opens !== period.closes, {
    error: ORDERING_MESSAGES.periodEmpty,
    path: ['closes'],
  })
  .meta({ id: 'OpeningPeriod' });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** The periods of one day: none (closed), or up to six that do not overlap. */
function dayPeriodsSchema(day: string) {
  return z
    .array(openingPeriodSchema)
    .max(L.periodsPerDay, { error: ORDERING_MESSAGES.tooManyPeriods })
    .refine((periods) => !periodsOverlap(periods), {
      error: ORDERING_MESSAGES.periodsOverlap(day),
    });
}

/** For each day of the week, zero or more periods. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(
      WEEK_DAYS.map((day, i) => [day, dayPeriodsSchema(WEEKDAY_NAMES[i] ?? day)]),
    ) as {
      [Day in WeekDay]: ReturnType<typeof dayPeriodsSchema>;
    },
  )
  .meta({ id: 'WeeklyHours' });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** The week's hours, separately for delivery and for pickup. */
export const orderingHoursSchema = z
  .object({ delivery: weeklyHoursSchema, pickup: weeklyHoursSchema })
  .meta({ id: 'OrderingHours' });
export type OrderingHours = z.infer<typeof orderingHoursSchema>;

/** A calendar day 'YYYY-MM-DD' that exists (no 31 April). */
export const calendarDateSchema = z
  .string({ error: ORDERING_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ORDERING_MESSAGES.dateInvalid })
  .refine(
    (date) => {
      const parsed = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
    },
    { error: ORDERING_MESSAGES.dateInvalid },
  );

const labelSchema = z
  .string({ error: ORDERING_MESSAGES.labelTooLong })
  .trim()
  .max(L.labelLength, { error: ORDERING_MESSAGES.labelTooLong })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE });

/**
 * A day that overrides the week, for delivery and pickup alike: closed (a holiday) or open with
 * its own periods (a festival day). Its periods belong to it as a week day's do: one running
 * past midnight ends on the next day.
 */
export const specialDaySchema = z
  .object({
    date: calendarDateSchema,
    closed: z.boolean(),
    periods: dayPeriodsSchema('the special day'),
    label: labelSchema.optional(),
  })
  .superRefine((day, ctx) => {
    if (day.closed && day.periods.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: ORDERING_MESSAGES.specialDayClosedWithPeriods,
        path: ['periods'],
      });
    }
    if (!day.closed && day.periods.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: ORDERING_MESSAGES.specialDayPeriodsRequired,
        path: ['periods'],
      });
    }
  })
  .meta({ id: 'SpecialDay' });
export type SpecialDay = z.infer<typeof specialDaySchema>;

// ─── The busy pause ──────────────────────────────────────────────────────────────────────────

/**
 * How a busy pause ends: at an instant (`until`: 15, 30 or 60 minutes from when it started),
 * when the owner resumes, or at the first opening after it started.
 */
export const PAUSE_ENDS = ['until', 'resumed', 'next-opening'] as const;
export type PauseEnd = (typeof PAUSE_ENDS)[number];

const instantSchema = (message: string) => z.iso.datetime({ offset: true, error: message });

/** A busy pause; it stops ordering for delivery and pickup alike. */
export const busyPauseSchema = z
  .object({
    ends: z.enum(PAUSE_ENDS),
    startedAt: instantSchema(ORDERING_MESSAGES.startedAtInvalid),
    /** Only with `ends: 'until'`. */
    until: instantSchema(ORDERING_MESSAGES.pauseUntilInvalid).optional(),
    reason: z
      .string({ error: ORDERING_MESSAGES.reasonRequired })
      .trim()
      .min(1, { error: ORDERING_MESSAGES.reasonRequired })
      .max(L.reasonLength, { error: ORDERING_MESSAGES.reasonTooLong })
      .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE }),
  })
  .superRefine((pause, ctx) => {
    if (pause.ends !== 'until') return;
    if (pause.until === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: ORDERING_MESSAGES.pauseUntilRequired,
        path: ['until'],
      });
    } else if (new Date(pause.until) <= new Date(pause.startedAt)) {
      ctx.addIssue({
        code: 'custom',
        message: ORDERING_MESSAGES.pauseUntilBeforeStart,
        path: ['until'],
      });
    }
  })
  .meta({ id: 'BusyPause' });
export type BusyPause = z.infer<typeof busyPauseSchema>;

// ─── Orders for later ────────────────────────────────────────────────────────────────────────

const whole = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * Orders for later: on or off; how many days after today a slot may be (0: today only); the
 * slot length; the lead time (the earliest slot starts at least this long after now); and how
 * many orders a slot holds.
 */
export const laterOrderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: ORDERING_MESSAGES.enabledInvalid }),
    daysAhead: whole(ORDERING_MESSAGES.daysAheadRange, L.daysAhead),
    slotMinutes: whole(ORDERING_MESSAGES.slotMinutesRange, L.slotMinutes),
    leadMinutes: whole(ORDERING_MESSAGES.leadMinutesRange, L.leadMinutes),
    capacityPerSlot: whole(ORDERING_MESSAGES.capacityRange, L.capacityPerSlot),
  })
  .meta({ id: 'LaterOrderSettings' });
export type LaterOrderSettings = z.infer<typeof laterOrderSettingsSchema>;

// ─── What the rules answer ───────────────────────────────────────────────────────────────────

export const ORDERING_MODES = ['open', 'closed', 'paused'] as const;
export type OrderingMode = (typeof ORDERING_MODES)[number];

/** Whether a fulfilment takes orders now, and the instants that say until when or from when. */
export const orderingStatusSchema = z
  .object({
    accepting: z.boolean(),
    mode: z.enum(ORDERING_MODES),
    /** Open: when the current opening ends. */
    closesAt: z.iso.datetime({ offset: true }).optional(),
    /** Closed or paused: the next instant orders are taken again, when known (14 days ahead). */
    opensAt: z.iso.datetime({ offset: true }).optional(),
    /** Paused: when the pause ends by itself (none for a pause until resumed). */
    resumesAt: z.iso.datetime({ offset: true }).optional(),
    /** Paused: the owner's reason. */
    reason: z.string().optional(),
    /** Orders for later are on and at least one slot can be chosen. */
    laterOrders: z.boolean(),
  })
  .meta({ id: 'OrderingStatus' });
export type OrderingStatus = z.infer<typeof orderingStatusSchema>;

/** A slot for orders for later: [startsAt, endsAt), with the places it has left. */
export const laterSlotSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    left: z.number().int(),
  })
  .meta({ id: 'LaterSlot' });
export type LaterSlot = z.infer<typeof laterSlotSchema>;

// ─── The calls ───────────────────────────────────────────────────────────────────────────────

/** GET /api/ordering/status: each fulfilment's status now, and the week's hours to show. */
export const orderingStatusResponseSchema = z
  .object({
    delivery: orderingStatusSchema,
    pickup: orderingStatusSchema,
    hours: orderingHoursSchema.meta({ description: 'The week’s hours, for the site to show' }),
    now: z.iso.datetime({ offset: true }).meta({ description: 'The instant the status is of' }),
  })
  .meta({ id: 'OrderingStatusResponse' });
export type OrderingStatusResponse = z.infer<typeof orderingStatusResponseSchema>;

export const ORDERING_QUERY_MESSAGES = {
  typeInvalid: `type must be one of ${FULFILMENTS.join(', ')}`,
} as const;

/** GET /api/ordering/slots: one restaurant day's slots with room; today when no date. */
export const orderingSlotsQuerySchema = z.object({
  type: z.enum(FULFILMENTS, { error: ORDERING_QUERY_MESSAGES.typeInvalid }).default('delivery'),
  date: calendarDateSchema.optional().meta({ description: 'A restaurant day; today when absent' }),
});
export type OrderingSlotsQuery = z.output<typeof orderingSlotsQuerySchema>;

export const orderingSlotsResponseSchema = z
  .object({
    type: z.enum(FULFILMENTS),
    date: z.string().meta({ description: 'The restaurant day of these slots, YYYY-MM-DD' }),
    days: z.array(z.string()).meta({
      description: 'Every restaurant day that has a slot with room now, for a day picker',
    }),
    slots: z.array(laterSlotSchema).meta({ description: 'Earliest first' }),
  })
  .meta({ id: 'OrderingSlots' });
export type OrderingSlotsResponse = z.infer<typeof orderingSlotsResponseSchema>;

/** GET and PUT /api/admin/ordering/hours. */
export const orderingHoursRequestSchema = orderingHoursSchema
  .extend({ version: expectedVersionSchema })
  .meta({ id: 'OrderingHoursRequest' });
export const orderingHoursResponseSchema = z
  .object({ hours: orderingHoursSchema, version: recordVersionSchema })
  .meta({ id: 'OrderingHoursResponse' });
export type OrderingHoursResponse = z.infer<typeof orderingHoursResponseSchema>;

/** GET and PUT /api/admin/ordering/settings (orders for later). */
export const laterOrderSettingsRequestSchema = laterOrderSettingsSchema
  .extend({ version: expectedVersionSchema })
  .meta({ id: 'LaterOrderSettingsRequest' });
export const laterOrderSettingsResponseSchema = z
  .object({ settings: laterOrderSettingsSchema, version: recordVersionSchema })
  .meta({ id: 'LaterOrderSettingsResponse' });
export type LaterOrderSettingsResponse = z.infer<typeof laterOrderSettingsResponseSchema>;

/**
 * GET /api/admin/ordering/special-days: from yesterday on, by date. POST sets a day (a second
 * POST of the same date replaces it); DELETE /api/admin/ordering/special-days/{date}.
 */
export const specialDayListSchema = z
  .object({ specialDays: z.array(specialDaySchema) })
  .meta({ id: 'SpecialDayList' });
export type SpecialDayList = z.infer<typeof specialDayListSchema>;
export const specialDayParamsSchema = z.object({ date: calendarDateSchema });

/** The pause lengths the back office offers; any whole number of minutes up to a day is taken. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

export const PAUSE_MESSAGES = {
  minutesInvalid: 'minutes must be a whole number from 1 to 1440, or null to pause until resumed',
  untilNextOpeningWithMinutes: 'A pause until the next opening has no minutes',
} as const;

/**
 * POST /api/admin/ordering/pause: `minutes` (null or left out: until resumed), or
 * `until_next_opening`; with a reason shown to customers. A second pause replaces the first.
 */
export const pauseRequestSchema = z
  .object({
    minutes: z
      .number({ error: PAUSE_MESSAGES.minutesInvalid })
      .int({ error: PAUSE_MESSAGES.minutesInvalid })
      .min(1, { error: PAUSE_MESSAGES.minutesInvalid })
      .max(1440, { error: PAUSE_MESSAGES.minutesInvalid })
      .nullish()
      .meta({ description: 'How long (15, 30 or 60 in the back office); null: until resumed' }),
    until_next_opening: z.boolean().optional().meta({
      description: 'Pause until the hours open again after the current opening',
    }),
    reason: busyPauseSchema.shape.reason,
  })
  .refine((body) => !(body.until_next_opening && body.minutes != null), {
    error: PAUSE_MESSAGES.untilNextOpeningWithMinutes,
    path: ['minutes'],
  })
  .meta({ id: 'PauseRequest' });
export type PauseRequest = z.input<typeof pauseRequestSchema>;

/** What the pause calls answer: the pause (null when none) and the status it gives. */
export const pauseResponseSchema = z
  .object({
    pause: busyPauseSchema.nullable(),
    delivery: orderingStatusSchema,
    pickup: orderingStatusSchema,
  })
  .meta({ id: 'PauseResponse' });
export type PauseResponse = z.infer<typeof pauseResponseSchema>;

// ─── The back office's answers, and the live status ─────────────────────────────────────────

export const ORDERING_ADMIN_MESSAGES = {
  staleHours:
    'The opening hours changed after you opened them: the form now shows them as they are. Check them and save again.',
  staleSettings:
    'The settings of orders for later changed after you opened them: the form now shows them as they are. Check them and save again.',
  specialDayNotFound: (date: string) => `There is no special day on ${date}`,
} as const;

/** GET /api/ordering/status/events: the stream's path, its event, and its bound per client. */
export const ORDERING_STATUS_EVENTS_PATH = '/api/ordering/status/events';
/** The event of the live status: the whole OrderingStatusResponse. */
export const ORDERING_STATUS_EVENT = 'status';
/** Open live status streams per client address and server process (tabs of one household). */
export const MAX_STATUS_STREAMS_PER_CLIENT = 20;
export const ORDERING_STATUS_STREAM_MESSAGES = {
  tooManyStreams: `At most ${MAX_STATUS_STREAMS_PER_CLIENT} live shop statuses can be open at once from one address. Close another tab and try again.`,
} as const;
