import { describe, expect, it } from 'vitest';
import {
  deliveryAddressProblem,
  joinDeliveryAddress,
  orderRequestSchema,
  splitDeliveryAddress,
} from './orders.ts';

describe('the delivery address', () => {
  it('is address, city and ZIP joined with commas, and reads back', () => {
    const joined = joinDeliveryAddress({
      address: ' House 12, Thamel Marg ',
      city: 'Kathmandu',
      zip: '44600',
    });
    expect(joined).toBe('House 12, Thamel Marg, Kathmandu, 44600');
    expect(splitDeliveryAddress(joined)).toEqual({
      address: 'House 12, Thamel Marg',
      city: 'Kathmandu',
      zip: '44600',
    });
  });

  it.each([
    ['', 'Address is required'],
    [joinDeliveryAddress({ address: '', city: 'Kathmandu', zip: '44600' }), 'Address is required'],
    [joinDeliveryAddress({ address: 'Thamel', city: ' ', zip: '44600' }), 'City is required'],
    [
      joinDeliveryAddress({ address: 'Thamel', city: 'Kathmandu', zip: '' }),
      'ZIP code is required',
    ],
    ['Thamel, Kathmandu, 44600', null],
  ])('%j: %s', (joined, problem) => {
    expect(deliveryAddressProblem(joined)).toBe(problem);
  });
});

describe('orderRequestSchema', () => {
  const valid = {
    items: [{ id: 1, quantity: 2, price: 450 }],
    total_amount: 900,
    delivery_address: 'Thamel, Kathmandu, 44600',
    phone: '+977 980-1234567',
    idempotency_key: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  };

  it('takes the spec’s order request, with defaults for what it may leave out', () => {
    expect(orderRequestSchema.parse({ ...valid, coupon_code: ' first20 ' })).toEqual({
      ...valid,
      coupon_code: 'FIRST20',
      discount_amount: 0,
      payment_method: 'cash',
      notes: null,
      fulfilment: 'delivery',
    });
  });

  it('needs an address for delivery only, and reads the restaurant day’s fields', () => {
    const { delivery_address: _, ...noAddress } = valid;
    expect(orderRequestSchema.safeParse(noAddress).error?.issues[0]).toMatchObject({
      message: 'Address is required',
      path: ['delivery_address'],
    });
    const pickup = orderRequestSchema.parse({
      ...noAddress,
      fulfilment: 'pickup',
      scheduled_for: '2026-12-02T13:00:00+05:45',
    });
    expect(pickup).toMatchObject({
      fulfilment: 'pickup',
      scheduled_for: '2026-12-02T13:00:00+05:45',
    });
    expect(
      orderRequestSchema.safeParse({ ...valid, fulfilment: 'drone' }).error?.issues[0]?.message,
    ).toBe('fulfilment must be delivery or pickup');
    expect(
      orderRequestSchema.safeParse({ ...valid, scheduled_for: 'tomorrow noon' }).error?.issues[0]
        ?.message,
    ).toBe('scheduled_for must be a date and time with its offset (ISO 8601)');
  });

  it('refuses two lines of one meal and more than 50 lines', () => {
    const twice = { ...valid, items: [valid.items[0], { id: 1, quantity: 1, price: 450 }] };
    expect(orderRequestSchema.safeParse(twice).error?.issues[0]?.message).toBe(
      'Each meal may appear only once in an order: change its quantity instead',
    );
    const many = {
      ...valid,
      items: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1, price: 1 })),
    };
    expect(orderRequestSchema.safeParse(many).error?.issues[0]?.message).toBe(
      'An order can hold at most 50 different meals',
    );
  });
});
