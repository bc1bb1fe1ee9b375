/**
 * percentage and fixed are the admin form's types; bundle (buy N, get the next one free) and
 * free_delivery exist for the advertised codes BUY2GET1 and FREEDEL30, which checkout accepts
 * with the effect they advertise (see docs/product-rules.md).
 */
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'bundle', 'free_delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
