import { PROMO_OFFERS } from '@shop/shared';

/**
 * The promo banner shows the four offers, PROMO_OFFERS in @shop/shared: the same codes the
 * server's coupons honour (docs/product-rules.md#coupons), so a code shown is a code that works.
 * Their words are the 'promotions' catalog's, by code.
 */
export { PROMO_OFFERS };

export type PromoCode = (typeof PROMO_OFFERS)[number]['code'];

/** The figures in each offer's words, written in the reader's digits by the catalog. */
export const OFFER_FIGURES = {
  FIRST20: { percent: 20 },
  FREEDEL30: { amount: 30 },
  BUY2GET1: { buy: 2, free: 1 },
  WEEKEND15: { percent: 15 },
} as const satisfies Record<PromoCode, Record<string, number>>;

/** The banner moves to the next offer every 5 seconds. */
export const PROMO_ROTATION_MS = 5_000;
