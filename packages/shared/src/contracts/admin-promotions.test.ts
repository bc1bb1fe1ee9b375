import { describe, expect, it } from 'vitest';
import {
  couponUpdateSchema,
  eventFormSchema,
  parseRestaurantDateTime,
  restaurantDateTimeInput,
} from './admin-promotions.ts';

describe('restaurant date-times (Kathmandu, UTC+05:45)', () => {
  it.each([
    ['2026-03-01T10:00', '2026-03-01T04:15:00.000Z'],
    ['2026-03-01T10:00:30', '2026-03-01T04:15:30.000Z'],
    ['2026-03-01', '2026-02-28T18:15:00.000Z'],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T10:00:00.250+01:00', '2026-03-01T09:00:00.250Z'],
  ])('reads %s', (text, iso) => {
    expect(parseRestaurantDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'tomorrow', '2026-02-29', '2026-13-01', '2026-03-01T24:00', '2026-03-01 10:00'])(
    'refuses %j',
    (text) => {
      expect(parseRestaurantDateTime(text)).toBeNull();
    },
  );

  it('shows a moment as the date-time input of Kathmandu, and reads it back', () => {
    const moment = '2026-11-22T18:15:00.000Z';
    expect(restaurantDateTimeInput(moment)).toBe('2026-11-23T00:00');
    expect(parseRestaurantDateTime(restaurantDateTimeInput(moment))?.toISOString()).toBe(moment);
  });
});

describe('the event form', () => {
  it('shows every field problem at once, the cross-field rules too', () => {
    const result = eventFormSchema.safeParse({
      title: '',
      description: 'Momo',
      start_date: '2026-03-10T10:00',
      end_date: '2026-03-10T09:00',
      coupon_code: 'momo10',
      discount_percentage: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      title: 'Event title is required',
      end_date: 'End date must be after start date',
      discount_percentage: 'Discount percentage is required when coupon code is provided',
    });
  });

  it('upper-cases the code, and reads blank optional fields as none', () => {
    const form = eventFormSchema.parse({
      title: 'Momo week',
      description: 'Momo',
      start_date: '2026-03-10',
      end_date: '2026-03-17',
      coupon_code: 'momo10',
      discount_percentage: '10',
      is_active: false,
    });
    expect(form).toMatchObject({
      coupon_code: 'MOMO10',
      discount_percentage: 10,
      is_active: false,
    });
    const plain = eventFormSchema.parse({
      ...form,
      start_date: '2026-03-10',
      end_date: '2026-03-17',
      coupon_code: '  ',
      discount_percentage: '',
    });
    expect(plain).toMatchObject({ coupon_code: null, discount_percentage: null });
  });
});

describe('the coupon form', () => {
  it('asks for the value in the words of the chosen type', () => {
    const issue = (type: string) =>
      couponUpdateSchema.safeParse({ discount_type: type, discount_value: '', usage_limit: '5' })
        .error?.issues[0]?.message;
    expect(issue('percentage')).toBe('Discount percentage is required');
    expect(issue('fixed')).toBe('Discount amount is required');
    expect(issue('free_delivery')).toBeUndefined();
  });

  it.each([
    ['10.5', 'Discount percentage must be a whole number, without decimals'],
    ['0', 'Discount percentage must be between 1 and 100'],
    ['101', 'Discount percentage must be between 1 and 100'],
  ])('says what is wrong with a percentage of %s', (value, message) => {
    const result = couponUpdateSchema.safeParse({
      discount_type: 'percentage',
      discount_value: value,
      usage_limit: '5',
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('says how many uses a coupon may have at most, in readable digits', () => {
    const result = couponUpdateSchema.safeParse({
      discount_type: 'free_delivery',
      discount_value: '',
      usage_limit: '10000001',
    });
    expect(result.error?.issues[0]?.message).toBe('Usage limit must be at most 10,000,000');
  });
});

describe("an event's discount percentage", () => {
  it.each([
    ['10.5', 'Discount percentage must be a whole number, without decimals'],
    ['150', 'Discount percentage must be between 1 and 100'],
  ])('of %s is refused in words that say what is wrong', (value, message) => {
    const result = eventFormSchema.safeParse({
      title: 'Momo week',
      description: 'Momo',
      start_date: '2026-03-10T10:00',
      end_date: '2026-03-11T10:00',
      coupon_code: 'MOMO10',
      discount_percentage: value,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
