import { z } from 'zod';
import { COUPON_REFUSALS } from '../domain/coupon-rules.ts';
import { DISCOUNT_TYPES } from '../domain/promotions.ts';
import { COUPON_MESSAGES } from '../messages/coupons.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_MESSAGES } from '../messages/orders.ts';
import { nrsAmount, wholeNumber } from './common.ts';
import { distinctLines, lineOptionsField } from './orders.ts';

/*
 * POST /api/coupons/validate: a dry run of a code against the cart (docs/product-rules.md#coupons).
 * Field names are the spec's (snake_case). The answer is 200 whether or not the code applies;
 * `reason` names why not, and `coupon` carries the conditions so a screen can explain it in any
 * language.
 */

export const couponValidateRequestSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.required })
      .trim()
      .min(1, { error: COUPON_MESSAGES.required })
      .max(50, { error: 'Invalid coupon code' })
      .transform((code) => code.toUpperCase()),
    order_amount: nrsAmount('order_amount must be an amount with at most two decimals').meta({
      description:
        "The cart's subtotal, NRS. Used only when no items are sent; with items the server prices them itself",
    }),
    user_id: z.string().max(100).nullish().meta({
      description: "Optional; the caller's own id. Any other id is refused with 403",
    }),
    items: z
      .array(
        z.object({
          id: wholeNumber(ORDER_MESSAGES.mealIdInvalid, 1, 2_147_483_647),
          quantity: wholeNumber(ORDER_MESSAGES.quantityInvalid, 1, MAX_LINE_QUANTITY),
          price: z.unknown().optional().meta({ description: 'Ignored: the menu price counts' }),
          name: z.unknown().optional().meta({ description: 'Ignored' }),
          options: lineOptionsField,
        }),
      )
      .max(MAX_ORDER_LINES, { error: ORDER_MESSAGES.tooManyLines })
      .refine(distinctLines, { error: ORDER_MESSAGES.duplicateMeal })
      .optional()
      .meta({
        description:
          'The cart lines. Needed for coupons limited to categories and for buy-N-get-one codes (BUY2GET1)',
      }),
  })
  .meta({ id: 'CouponValidateRequest' });
export type CouponValidateRequest = z.input<typeof couponValidateRequestSchema>;

export const couponSummarySchema = z
  .object({
    code: z.string(),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.number().meta({
      description:
        'percentage: percent off; fixed: NRS off; bundle: units to buy for one free; free_delivery: 0',
    }),
    description: z.string().nullable(),
    min_order_amount: z.number().meta({ description: 'NRS; 0 for none' }),
    first_order_only: z.boolean(),
    valid_weekdays: z.array(z.number().int()).nullable().meta({
      description: 'ISO weekdays in Kathmandu (1 = Monday … 7 = Sunday); null: every day',
    }),
    categories: z
      .array(z.string())
      .meta({ description: 'Eligible categories; empty: the whole menu' }),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CouponSummary' });
export type CouponSummary = z.infer<typeof couponSummarySchema>;

export const couponValidateResponseSchema = z
  .object({
    valid: z.boolean(),
    coupon: couponSummarySchema
      .nullable()
      .meta({ description: 'The coupon the code names; null for an unknown code' }),
    discount_amount: z.number().meta({ description: 'NRS taken off; 0 when not valid' }),
    message: z.string().nullable().meta({
      description: "When valid: what it does ('Delivery is already free, …' for FREEDEL30)",
    }),
    error: z.string().nullable().meta({ description: 'When not valid: why, in English' }),
    reason: z
      .enum(COUPON_REFUSALS)
      .nullable()
      .meta({ description: 'When not valid: why, as a code' }),
  })
  .meta({ id: 'CouponValidation' });
export type CouponValidateResponse = z.infer<typeof couponValidateResponseSchema>;
