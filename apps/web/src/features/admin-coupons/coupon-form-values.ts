import { type AdminCoupon, type DiscountType, restaurantDateTimeInput } from '@shop/shared';

/** The coupon form as its inputs hold it. */
export interface CouponFormValues extends Record<string, unknown> {
  code: string;
  discount_type: DiscountType;
  discount_value: string;
  usage_limit: string;
  is_active: boolean;
  description: string;
  min_order_amount: string;
  first_order_only: boolean;
  /** ISO weekdays, 1 = Monday … 7 = Sunday; none: every day. */
  valid_weekdays: number[];
  starts_at: string;
  ends_at: string;
  category_ids: number[];
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  discount_type: 'percentage',
  discount_value: '',
  usage_limit: '',
  is_active: true,
  description: '',
  min_order_amount: '',
  first_order_only: false,
  valid_weekdays: [],
  starts_at: '',
  ends_at: '',
  category_ids: [],
};

/** A coupon's fields as the form shows them for editing. */
export function couponFormValuesOf(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_type === 'free_delivery' ? '' : String(coupon.discount_value),
    usage_limit: String(coupon.usage_limit),
    is_active: coupon.is_active,
    description: coupon.description ?? '',
    min_order_amount: coupon.min_order_amount > 0 ? String(coupon.min_order_amount) : '',
    first_order_only: coupon.first_order_only,
    valid_weekdays: coupon.valid_weekdays ?? [],
    starts_at: coupon.starts_at ? restaurantDateTimeInput(coupon.starts_at) : '',
    ends_at: coupon.ends_at ? restaurantDateTimeInput(coupon.ends_at) : '',
    category_ids: coupon.categories.map((category) => category.id),
  };
}

/** The discount types the form offers: the spec's two, and a coupon's own if it has another. */
export function discountTypeChoices(current: DiscountType | null): DiscountType[] {
  const choices: DiscountType[] = ['percentage', 'fixed'];
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

/** Adds or removes one value of a set kept as a sorted list (weekdays, category ids). */
export function toggled(list: readonly number[], value: number): number[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);
}
