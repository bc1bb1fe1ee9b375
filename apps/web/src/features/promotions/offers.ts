/**
 * The promo banner shows the four offers, PROMO_OFFERS in @shop/shared: the same codes the
 * server's coupons honour (docs/product-rules.md#coupons), so a code shown is a code that works.
 */
export { PROMO_OFFERS } from '@shop/shared';

/** The banner moves to the next offer every 5 seconds. */
export const PROMO_ROTATION_MS = 5_000;
