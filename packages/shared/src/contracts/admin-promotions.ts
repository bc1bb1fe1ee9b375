import { z } from 'zod';
import { COUPON_STATUSES } from '../domain/coupon-status.ts';
import { EVENT_STATUSES } from '../domain/event-status.ts';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { DISCOUNT_TYPES } from '../domain/promotions.ts';
import { RESTAURANT_UTC_OFFSET, restaurantWallClock } from '../domain/restaurant-time.ts';
import { MAX_NRS_AMOUNT, paginationSchema, pathId, queryInt } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE, requiredText } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * The back office's Events and Coupons calls (docs/product-rules.md#events-and-coupons,
 * #coupons). Field names are those of the shop's first API (snake_case). The form schemas are
 * the forms' own rules with their own messages: the browser checks a form with the very schema the
 * server validates it with.
 */

// ─── Messages ────────────────────────────────────────────────────────────────────────────────

export const EVENT_FORM_MESSAGES = {
  titleRequired: 'Event title is required',
  titleTooLong: 'Event title must be at most 200 characters',
  descriptionRequired: 'Event description is required',
  descriptionTooLong: 'Event description must be at most 2000 characters',
  startRequired: 'Start date is required',
  startInvalid: 'Start date must be a valid date and time',
  endRequired: 'End date is required',
  endInvalid: 'End date must be a valid date and time',
  endBeforeStart: 'End date must be after start date',
  percentageWithCode: 'Discount percentage is required when coupon code is provided',
  percentageWhole: 'Discount percentage must be a whole number, without decimals',
  percentageRange: 'Discount percentage must be between 1 and 100',
  isActiveInvalid: 'is_active must be 1 or 0',
} as const;

export const COUPON_FORM_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeTooShort: 'Coupon code must be at least 3 characters',
  codeFormat: 'Coupon code must contain only uppercase letters and numbers',
  codeTooLong: 'Coupon code must be at most 30 characters',
  typeRequired: 'Discount type is required',
  percentageRequired: 'Discount percentage is required',
  percentageWhole: 'Discount percentage must be a whole number, without decimals',
  percentageRange: 'Discount percentage must be between 1 and 100',
  amountRequired: 'Discount amount is required',
  amountMinimum: 'Discount amount must be at least 1',
  amountTooLarge: `Discount amount must be at most ${MAX_NRS_AMOUNT}`,
  amountDecimals: 'Discount amount must have at most two decimals',
  buyQuantityRequired: 'Buy quantity is required',
  buyQuantityRange: 'Buy quantity must be a whole number from 1 to 100',
  usageLimitRequired: 'Usage limit is required',
  usageLimitMinimum: 'Usage limit must be at least 1',
  usageLimitWhole: 'Usage limit must be a whole number',
  usageLimitTooLarge: 'Usage limit must be at most 10,000,000',
  descriptionTooLong: 'Description must be at most 200 characters',
  minOrderInvalid: 'Minimum order amount must be an amount from 0 with at most two decimals',
  weekdaysInvalid: 'Weekdays must be numbers from 1 (Monday) to 7 (Sunday)',
  startsInvalid: 'Valid from must be a valid date and time',
  endsInvalid: 'Valid until must be a valid date and time',
  endBeforeStart: EVENT_FORM_MESSAGES.endBeforeStart,
  categoriesInvalid: 'Categories must be a list of category ids',
  booleanInvalid: (field: string) => `${field} must be true or false`,
} as const;

/** What the server answers besides the form rules. */
export const PROMOTION_MESSAGES = {
  eventNotFound: 'Event not found',
  couponNotFound: 'Coupon not found',
  eventCreated: 'Event created successfully',
  eventUpdated: 'Event updated successfully',
  eventDeleted: 'Event deleted successfully',
  couponCreated: 'Coupon created successfully',
  couponUpdated: 'Coupon updated successfully',
  couponDeleted: 'Coupon deleted successfully',
  codeImmutable: 'The coupon code cannot be changed once created',
  duplicateCode: (code: string) => `A coupon with the code ${code} already exists`,
  usageBelowUsed: (used: number) =>
    `Usage limit cannot be less than the ${used} times this coupon has already been used`,
  couponUsed: (used: number) =>
    `This coupon has been used on ${used} ${used === 1 ? 'order' : 'orders'}, so it cannot be deleted. Deactivate it instead.`,
  couponOfEvent: (title: string) =>
    `This coupon belongs to the event "${title}". Remove the code from the event or delete the event first.`,
  codeOfOtherEvent: (code: string, title: string) =>
    `The coupon code ${code} is already used by the event "${title}"`,
  promoBannerCode: (code: string) =>
    `${code} is a promo banner code and cannot be tied to an event`,
  unknownCategory: (id: number) => `Category ${id} does not exist`,
  notAnImage: (file: string) => `${file} is not a valid image file`,
  imageTooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  oneImage: 'An event takes one image',
} as const;

// ─── Restaurant time ─────────────────────────────────────────────────────────────────────────

/* Events and coupons run on the restaurant's clock (domain/restaurant-time.ts). */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date-time as the forms send it: ISO 8601 with an offset ('2026-03-01T10:00:00Z'), or a
 * wall time in Kathmandu as a date-time input gives it ('2026-03-01T10:00', '2026-03-01' for
 * midnight). Null when it is neither.
 */
export function parseRestaurantDateTime(text: string): Date | null {
  const offsetMatch = WITH_OFFSET.exec(text);
  const wallMatch = offsetMatch ? null : WALL_TIME.exec(text);
  const match = offsetMatch ?? wallMatch;
  if (!match) return null;
  if (!isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  if (wallMatch) {
    const [, y, m, d, hh = '00', mm = '00', ss = '00'] = wallMatch;
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
    return new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}${RESTAURANT_UTC_OFFSET}`);
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as a date-time input shows it in Kathmandu: '2026-03-01T10:00'. */
export function restaurantDateTimeInput(moment: Date | string): string {
  return restaurantWallClock(moment).toISOString().slice(0, 16);
}

// ─── Field helpers ───────────────────────────────────────────────────────────────────────────

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required date-time field (see parseRestaurantDateTime). */
/* @__NO_SIDE_EFFECTS__ */
function dateTimeField(messages: { required: string; invalid: string }) {
  return z
    .unknown()
    .refine((value) => !isBlank(value), { error: messages.required, abort: true })
    .pipe(z.string({ error: messages.invalid }).trim())
    .transform((text, ctx) => {
      const date = parseRestaurantDateTime(text);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    });
}

/** An optional date-time field: blank or null is none. */
/* @__NO_SIDE_EFFECTS__ */
function optionalDateTimeField(invalid: string) {
  return z
    .unknown()
    .transform((value, ctx): Date | null => {
      if (isBlank(value)) return null;
      const date = typeof value === 'string' ? parseRestaurantDateTime(value.trim()) : null;
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    })
    .optional();
}

/** A number as a form or JSON sends it: blank is null, anything not numeric is NaN. */
/* @__NO_SIDE_EFFECTS__ */
function formNumber() {
  return z
    .unknown()
    .optional()
    .transform((value): number | null => {
      if (isBlank(value)) return null;
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
      return Number.NaN;
    });
}

/** A flag as JSON (true/false) or a form ('1'/'0', 'true'/'false') sends it. */
/* @__NO_SIDE_EFFECTS__ */
function formBoolean(message: string) {
  return z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], { error: message })
    .transform((value) => value === true || value === '1' || value === 'true');
}

/** A coupon code: trimmed and upper-cased (the form forces upper case), then the spec's rules. */
const couponCode = z
  .string({ error: COUPON_FORM_MESSAGES.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: COUPON_FORM_MESSAGES.codeRequired })
  .min(3, { error: COUPON_FORM_MESSAGES.codeTooShort })
  .regex(/^[A-Z0-9]+$/, { error: COUPON_FORM_MESSAGES.codeFormat })
  .max(30, { error: COUPON_FORM_MESSAGES.codeTooLong });

/** Cross-field rules run even when a field has its own problem, so a form shows them all. */
const always = { when: () => true } as const;

const isDate = (value: unknown): value is Date => value instanceof Date;

// ─── Events ──────────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/admin/events and PUT /api/admin/events/{id} (multipart/form-data, or JSON): the
 * event form. The image is a file part named `image`.
 */
export const eventFormSchema = z
  .object({
    title: requiredText({
      required: EVENT_FORM_MESSAGES.titleRequired,
      max: { length: 200, message: EVENT_FORM_MESSAGES.titleTooLong },
    }),
    description: requiredText({
      required: EVENT_FORM_MESSAGES.descriptionRequired,
      max: { length: 2000, message: EVENT_FORM_MESSAGES.descriptionTooLong },
    }),
    start_date: dateTimeField({
      required: EVENT_FORM_MESSAGES.startRequired,
      invalid: EVENT_FORM_MESSAGES.startInvalid,
    }).meta({
      description: "ISO 8601 with an offset, or Kathmandu wall time ('2026-03-01T10:00')",
    }),
    end_date: dateTimeField({
      required: EVENT_FORM_MESSAGES.endRequired,
      invalid: EVENT_FORM_MESSAGES.endInvalid,
    }).meta({ description: 'After start_date; same forms as start_date' }),
    coupon_code: z
      .unknown()
      .transform((value) => (isBlank(value) ? null : value))
      .pipe(couponCode.nullable())
      .optional()
      .transform((code) => code ?? null)
      .meta({
        description:
          'Optional. Saving creates or updates the coupon of this code: percentage off, valid from start to end, active with the event',
      }),
    discount_percentage: formNumber()
      .optional()
      .transform((value) => value ?? null)
      .refine((value) => value === null || Number.isInteger(value), {
        error: EVENT_FORM_MESSAGES.percentageWhole,
        abort: true,
      })
      .refine((value) => value === null || (value >= 1 && value <= 100), {
        error: EVENT_FORM_MESSAGES.percentageRange,
      })
      .meta({ description: 'Whole percent, 1–100; required with a coupon code' }),
    is_active: formBoolean(EVENT_FORM_MESSAGES.isActiveInvalid)
      .default(true)
      .meta({ description: '1 or 0 (true or false in JSON); 1 when left out' }),
  })
  .superRefine((event, ctx) => {
    if (isDate(event.start_date) && isDate(event.end_date) && event.end_date <= event.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: EVENT_FORM_MESSAGES.endBeforeStart,
      });
    }
    const hasCode = typeof event.coupon_code === 'string' && event.coupon_code !== '';
    if (hasCode && isBlank(event.discount_percentage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_percentage'],
        message: EVENT_FORM_MESSAGES.percentageWithCode,
      });
    }
  }, always)
  .meta({ id: 'AdminEventForm' });
export type EventForm = z.output<typeof eventFormSchema>;
export type EventFormInput = z.input<typeof eventFormSchema>;

/** Only this many bytes of image are read (the shop's upload limit). */
export const MAX_EVENT_IMAGE_BYTES = 5_242_880;

export const adminEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable().meta({ description: 'URL under /uploads, or null' }),
    start_date: z.iso.datetime({ offset: true }),
    end_date: z.iso.datetime({ offset: true }),
    coupon_code: z.string().nullable(),
    discount_percentage: z.number().int().nullable(),
    is_active: z.boolean(),
    status: z.enum(EVENT_STATUSES).meta({
      description: 'inactive if switched off; upcoming before the start; expired after the end',
    }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const EVENT_STATUS_FILTERS = ['all', ...EVENT_STATUSES] as const;
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number];

export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;

const searchText = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * GET /api/admin/events: search, status, page, limit (docs/product-rules.md#events-and-coupons).
 */
export const adminEventListQuerySchema = z.object({
  search: searchText.meta({ description: 'Matches title, description or coupon code' }),
  status: z
    .enum(EVENT_STATUS_FILTERS, {
      error: `status must be one of ${EVENT_STATUS_FILTERS.join(', ')}`,
    })
    .default('all'),
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ADMIN_LIST_MAX_LIMIT).default(ADMIN_EVENTS_PAGE_SIZE),
});
export type AdminEventListQuery = z.output<typeof adminEventListQuerySchema>;

export const adminEventListResponseSchema = z
  .object({
    data: z.array(adminEventSchema).meta({ description: 'Newest first' }),
    pagination: paginationSchema,
    stats: z
      .object({ total: z.number().int(), active: z.number().int() })
      .meta({ description: 'Over every event, whatever the filters' }),
  })
  .meta({ id: 'AdminEventList' });
export type AdminEventListResponse = z.infer<typeof adminEventListResponseSchema>;

export const adminEventParamsSchema = z.object({ id: pathId('Event') });

export const adminEventResponseSchema = z
  .object({ data: adminEventSchema })
  .meta({ id: 'AdminEventDetail' });
export type AdminEventResponse = z.infer<typeof adminEventResponseSchema>;

export const adminEventSavedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminEventSchema })
  .meta({ id: 'AdminEventSaved' });
export type AdminEventSaved = z.infer<typeof adminEventSavedSchema>;

// ─── Coupons ─────────────────────────────────────────────────────────────────────────────────

/** The most a coupon may be used. */
export const MAX_USAGE_LIMIT = 10_000_000;
const MAX_BUY_QUANTITY = 100;

/** The value of each discount type's rules, or a message; free delivery takes none. */
function discountValueProblem(type: unknown, value: number | null): string | null {
  const m = COUPON_FORM_MESSAGES;
  switch (type) {
    case 'percentage':
      if (value === null) return m.percentageRequired;
      if (!Number.isInteger(value)) return m.percentageWhole;
      return value >= 1 && value <= 100 ? null : m.percentageRange;
    case 'fixed':
      if (value === null) return m.amountRequired;
      if (Number.isNaN(value) || value < 1) return m.amountMinimum;
      if (value > MAX_NRS_AMOUNT) return m.amountTooLarge;
      return hasAtMostTwoDecimals(value) ? null : m.amountDecimals;
    case 'bundle':
      if (value === null) return m.buyQuantityRequired;
      return Number.isInteger(value) && value >= 1 && value <= MAX_BUY_QUANTITY
        ? null
        : m.buyQuantityRange;
    default:
      return null;
  }
}

const usageLimit = formNumber().transform((value, ctx) => {
  const m = COUPON_FORM_MESSAGES;
  const problem =
    value === null
      ? m.usageLimitRequired
      : Number.isNaN(value) || value < 1
        ? m.usageLimitMinimum
        : !Number.isInteger(value)
          ? m.usageLimitWhole
          : value > MAX_USAGE_LIMIT
            ? m.usageLimitTooLarge
            : null;
  if (problem === null) return value as number;
  ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

const weekdays = z
  .array(
    z
      .union([z.number(), z.string().regex(/^\d$/)], {
        error: COUPON_FORM_MESSAGES.weekdaysInvalid,
      })
      .transform(Number)
      .pipe(
        z
          .number()
          .int({ error: COUPON_FORM_MESSAGES.weekdaysInvalid })
          .min(1, { error: COUPON_FORM_MESSAGES.weekdaysInvalid })
          .max(7, { error: COUPON_FORM_MESSAGES.weekdaysInvalid }),
      ),
    { error: COUPON_FORM_MESSAGES.weekdaysInvalid },
  )
  .max(7, { error: COUPON_FORM_MESSAGES.weekdaysInvalid })
  .nullable()
  .transform((days) => (days && days.length > 0 ? [...new Set(days)].sort((a, b) => a - b) : null));

const categoryIds = z
  .array(
    z
      .number({ error: COUPON_FORM_MESSAGES.categoriesInvalid })
      .int({ error: COUPON_FORM_MESSAGES.categoriesInvalid })
      .min(1, { error: COUPON_FORM_MESSAGES.categoriesInvalid })
      .max(2_147_483_647, { error: COUPON_FORM_MESSAGES.categoriesInvalid }),
    { error: COUPON_FORM_MESSAGES.categoriesInvalid },
  )
  .max(100, { error: COUPON_FORM_MESSAGES.categoriesInvalid })
  .transform((ids) => [...new Set(ids)]);

/**
 * The coupon form's fields besides the code, and the optional conditions of
 * docs/product-rules.md#coupons. On an update a condition left out stays as it is; on a create it
 * takes its default (none).
 */
const couponFields = {
  discount_type: z
    .enum(DISCOUNT_TYPES, { error: COUPON_FORM_MESSAGES.typeRequired })
    .meta({ description: 'percentage or fixed in the form; bundle and free_delivery also kept' }),
  discount_value: formNumber().meta({
    description:
      'percentage: percent off (1–100); fixed: NRS off (at least 1); bundle: units to buy for one free; free_delivery: ignored',
  }),
  usage_limit: usageLimit.meta({ description: 'At least 1, and not below used_count' }),
  is_active: formBoolean(COUPON_FORM_MESSAGES.booleanInvalid('is_active')).default(true),
  description: z
    .string({ error: COUPON_FORM_MESSAGES.descriptionTooLong })
    .trim()
    .max(200, { error: COUPON_FORM_MESSAGES.descriptionTooLong })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .nullable()
    .transform((text) => (text ? text : null))
    .optional(),
  min_order_amount: formNumber()
    .transform((value, ctx) => {
      if (value === null) return 0;
      if (value >= 0 && value <= MAX_NRS_AMOUNT && hasAtMostTwoDecimals(value)) return value;
      ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.minOrderInvalid });
      return z.NEVER;
    })
    .optional()
    .meta({ description: 'NRS; the whole subtotal must reach it. 0 or blank: none' }),
  first_order_only: formBoolean(COUPON_FORM_MESSAGES.booleanInvalid('first_order_only')).optional(),
  valid_weekdays: weekdays.optional().meta({
    description: 'ISO weekdays in Kathmandu (1 = Monday … 7 = Sunday); null or empty: every day',
  }),
  starts_at: optionalDateTimeField(COUPON_FORM_MESSAGES.startsInvalid).meta({
    description: 'Valid from (null: no start); same forms as an event date',
  }),
  ends_at: optionalDateTimeField(COUPON_FORM_MESSAGES.endsInvalid).meta({
    description: 'Valid until (null: no end)',
  }),
  category_ids: categoryIds.optional().meta({
    description: 'Eligible categories; empty: the whole menu',
  }),
};

function couponCrossRules(
  coupon: {
    discount_type?: unknown;
    discount_value?: unknown;
    starts_at?: unknown;
    ends_at?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  const value = coupon.discount_value;
  const problem = discountValueProblem(
    coupon.discount_type,
    typeof value === 'number' ? value : null,
  );
  if (problem) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: problem });
  if (isDate(coupon.starts_at) && isDate(coupon.ends_at) && coupon.ends_at <= coupon.starts_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: COUPON_FORM_MESSAGES.endBeforeStart,
    });
  }
}

/** POST /api/admin/coupons (JSON). */
export const couponCreateSchema = z
  .object({ code: couponCode, ...couponFields })
  .superRefine(couponCrossRules, always)
  .meta({ id: 'AdminCouponCreate' });
export type CouponCreate = z.output<typeof couponCreateSchema>;

/** PUT /api/admin/coupons/{id} (JSON): the code may be sent, but only unchanged. */
export const couponUpdateSchema = z
  .object({ code: couponCode.optional(), ...couponFields, version: expectedVersionSchema })
  .superRefine(couponCrossRules, always)
  .meta({ id: 'AdminCouponUpdate' });
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string().nullable(),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.number().meta({
      description:
        'percentage: percent; fixed: NRS; bundle: units to buy for one free; free_delivery: 0',
    }),
    usage_limit: z.number().int(),
    used_count: z.number().int(),
    is_active: z.boolean(),
    status: z.enum(COUPON_STATUSES).meta({
      description: 'inactive if switched off; exhausted when used_count reached usage_limit',
    }),
    min_order_amount: z.number().meta({ description: 'NRS; 0 for none' }),
    first_order_only: z.boolean(),
    valid_weekdays: z.array(z.number().int()).nullable(),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    event: z
      .object({ id: z.number().int(), title: z.string() })
      .nullable()
      .meta({ description: 'The event that advertises this code, if any' }),
    version: recordVersionSchema,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const COUPON_STATUS_FILTERS = ['all', ...COUPON_STATUSES] as const;
export type CouponStatusFilter = (typeof COUPON_STATUS_FILTERS)[number];

/** Coupons default to 10 per page (docs/product-rules.md#events-and-coupons). */
export const ADMIN_COUPONS_PAGE_SIZE = 10;

/** GET /api/admin/coupons: search, status, page, limit. */
export const adminCouponListQuerySchema = z.object({
  search: searchText.meta({ description: 'Matches code or description' }),
  status: z
    .enum(COUPON_STATUS_FILTERS, {
      error: `status must be one of ${COUPON_STATUS_FILTERS.join(', ')}`,
    })
    .default('all'),
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ADMIN_LIST_MAX_LIMIT).default(ADMIN_COUPONS_PAGE_SIZE),
});
export type AdminCouponListQuery = z.output<typeof adminCouponListQuerySchema>;

export const adminCouponListResponseSchema = z
  .object({
    data: z.array(adminCouponSchema).meta({ description: 'Newest first' }),
    pagination: paginationSchema,
    stats: z
      .object({
        total: z.number().int(),
        active: z.number().int(),
        inactive: z.number().int(),
        exhausted: z.number().int(),
        redemptions: z.number().int().meta({ description: 'Sum of used_count' }),
      })
      .meta({ description: 'Over every coupon, whatever the filters' }),
  })
  .meta({ id: 'AdminCouponList' });
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

export const adminCouponParamsSchema = z.object({ id: pathId('Coupon') });

export const adminCouponResponseSchema = z
  .object({ data: adminCouponSchema })
  .meta({ id: 'AdminCouponDetail' });
export type AdminCouponResponse = z.infer<typeof adminCouponResponseSchema>;

export const adminCouponSavedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminCouponSchema })
  .meta({ id: 'AdminCouponSaved' });
export type AdminCouponSaved = z.infer<typeof adminCouponSavedSchema>;

/** A refused coupon save (409): why, and the coupon as it is now. */
export const couponConflictSchema = z
  .object({
    error: z.literal('CONFLICT'),
    message: z.string(),
    details: z.object({ coupon: adminCouponSchema }),
  })
  .meta({ id: 'CouponConflict' });

/** Coupons an event's code creates can be used this often (the admin may change it). */
export const EVENT_COUPON_USAGE_LIMIT = 10_000;
