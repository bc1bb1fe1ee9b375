import { type AdminCoupon, couponUpdateSchema } from '@shop/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { toggled } from '@/features/admin-common/index.ts';
import { discountTypeChoices } from './components/coupon-form.tsx';
import { couponConditions, couponFormValues, usagePercent } from './coupons-section.tsx';

const coupon: AdminCoupon = {
  id: 3,
  code: 'WEEKEND15',
  description: 'Weekend special',
  discount_type: 'percentage',
  discount_value: 15,
  usage_limit: 200,
  used_count: 50,
  is_active: true,
  status: 'active',
  min_order_amount: 0,
  first_order_only: false,
  valid_weekdays: [6, 7],
  starts_at: null,
  ends_at: '2026-12-31T18:15:00.000Z',
  categories: [],
  event: null,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** Words that show what was asked for: the key, then the values. */
const words = {
  t: ((key: string, values?: object) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'admin-promotions'>,
  money: (amount: number) => `NRS ${amount}`,
  when: (iso: string) => iso.slice(0, 10),
};
const texts = (of: AdminCoupon) => couponConditions(of, words).map((line) => line.text);

describe('a coupon card', () => {
  it('lists only the conditions a coupon has, in words', () => {
    expect(texts(coupon)).toEqual([
      'coupons.card.weekdays {"days":"coupons.weekday.sat, coupons.weekday.sun"}',
      'coupons.card.validUntil {"date":"2026-12-31"}',
    ]);
    const plain = { ...coupon, valid_weekdays: [], ends_at: null };
    expect(texts(plain)).toEqual([]);
    const all = {
      ...plain,
      min_order_amount: 1000,
      first_order_only: true,
      starts_at: '2026-12-01T18:15:00.000Z',
      ends_at: '2026-12-31T18:15:00.000Z',
      categories: [
        { id: 1, name: 'Burgers' },
        { id: 2, name: 'Momo' },
      ],
      event: { id: 2, title: 'Momo Mania Week' },
    };
    expect(texts(all)).toEqual([
      'coupons.card.minOrder {"amount":"NRS 1000"}',
      'coupons.card.firstOrder',
      'coupons.card.validBetween {"from":"2026-12-01","until":"2026-12-31"}',
      'coupons.card.categories {"names":"Burgers, Momo"}',
      'coupons.card.event {"title":"Momo Mania Week"}',
    ]);
  });

  it('fills its usage bar by the share used, full when exhausted', () => {
    expect(usagePercent(coupon)).toBe(25);
    expect(usagePercent({ used_count: 7, usage_limit: 7 })).toBe(100);
    expect(usagePercent({ used_count: 1, usage_limit: 3 })).toBe(33);
  });
});

describe('the coupon form values', () => {
  it('edit a coupon and pass the shared schema unchanged', () => {
    const values = couponFormValues(coupon);
    expect(values).toMatchObject({
      code: 'WEEKEND15',
      discount_value: '15',
      usage_limit: '200',
      min_order_amount: '',
      valid_weekdays: [6, 7],
      ends_at: '2027-01-01T00:00',
    });
    const parsed = couponUpdateSchema.parse(values);
    expect(parsed.ends_at?.toISOString()).toBe(coupon.ends_at);
    expect(parsed.min_order_amount).toBe(0);
  });

  it('start empty, so that the spec’s required messages show', () => {
    const issues = couponUpdateSchema.safeParse(couponFormValues(null)).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Usage limit is required', 'Discount percentage is required']),
    );
  });

  it('offer percentage and fixed, plus a coupon’s own other type', () => {
    expect(discountTypeChoices(null)).toEqual(['percentage', 'fixed']);
    expect(discountTypeChoices('fixed')).toEqual(['percentage', 'fixed']);
    expect(discountTypeChoices('bundle')).toEqual(['percentage', 'fixed', 'bundle']);
  });

  it('toggle weekdays in and out, kept in order', () => {
    expect(toggled([6], 1)).toEqual([1, 6]);
    expect(toggled([1, 6], 6)).toEqual([1]);
  });
});
