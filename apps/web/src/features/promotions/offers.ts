/**
 * The promo banner shows the four offers of spec §2, PROMO_OFFERS in @shop/shared: the same
 * list the server's coupons honour (DECISIONS §14), so a code shown is a code that works.
 */
export { PROMO_OFFERS } from '@shop/shared';

/** Spec §9: the banner moves to the next offer every 5 seconds. */
export const PROMO_ROTATION_MS = 5_000;
