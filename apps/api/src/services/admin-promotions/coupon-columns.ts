import type { coupons } from '@shop/db';
import { type CouponUpdate, type DiscountType, toPaisa } from '@shop/shared';

type CouponInsert = typeof coupons.$inferInsert;
type CouponColumns = Partial<CouponInsert> & Pick<CouponInsert, 'discountType' | 'usageLimit'>;

/** The effect columns of a discount type and value (checked by the shared schema). */
function effectColumns(type: DiscountType, value: number | null): Partial<CouponInsert> {
  const none = { percentOff: null, amountOffPaisa: null, buyQuantity: null };
  switch (type) {
    case 'percentage':
      return { ...none, percentOff: value };
    case 'fixed':
      return { ...none, amountOffPaisa: toPaisa(value ?? 0) };
    case 'bundle':
      return { ...none, buyQuantity: value };
    case 'free_delivery':
      return none;
  }
}

/**
 * The columns a coupon form writes. A condition the request left out is left out here too:
 * an update keeps it, an insert takes the column's default (none).
 */
export function couponColumnsOf(form: CouponUpdate): CouponColumns {
  const columns: CouponColumns = {
    discountType: form.discount_type,
    ...effectColumns(form.discount_type, form.discount_value),
    usageLimit: form.usage_limit,
    isActive: form.is_active,
  };
  if (form.description !== undefined) columns.description = form.description;
  if (form.min_order_amount !== undefined) columns.minOrderPaisa = toPaisa(form.min_order_amount);
  if (form.first_order_only !== undefined) columns.firstOrderOnly = form.first_order_only;
  if (form.valid_weekdays !== undefined) columns.validWeekdays = form.valid_weekdays;
  if (form.starts_at !== undefined) columns.startsAt = form.starts_at;
  if (form.ends_at !== undefined) columns.endsAt = form.ends_at;
  return columns;
}
