/**
 * percentage and fixed are the admin form's types; bundle (buy N, get the next one free) and
 * free_delivery exist for the advertised codes BUY2GET1 and FREEDEL30 (DECISIONS §14).
 */
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'bundle', 'free_delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
