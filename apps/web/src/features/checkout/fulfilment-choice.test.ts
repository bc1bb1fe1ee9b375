import type { PublicDeliveryArea } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-form.ts';
import {
  areaBelowMinimum,
  DEFAULT_FULFILMENT,
  deliveryAreaOf,
  expectedFeePaisa,
} from './fulfilment-choice.ts';

const area = (id: number, name: string, fee: number): PublicDeliveryArea => ({
  id,
  name,
  fee,
  minimumOrder: 0,
  extraMinutes: 0,
  places: [name],
});
const AREAS = [area(1, 'Kathmandu', 50), area(2, 'Thamel', 100)];

describe('the checkout’s fulfilment', () => {
  it('matches the area from the address, or takes the one picked', () => {
    expect(deliveryAreaOf(DEFAULT_FULFILMENT, AREAS, 'Thamel Marg 1, Kathmandu')?.name).toBe(
      'Thamel',
    );
    expect(deliveryAreaOf({ ...DEFAULT_FULFILMENT, chosenAreaId: 1 }, AREAS, 'Thamel')?.id).toBe(1);
    expect(deliveryAreaOf(DEFAULT_FULFILMENT, AREAS, 'Pokhara')).toBeUndefined();
    expect(deliveryAreaOf({ ...DEFAULT_FULFILMENT, fulfilment: 'pickup' }, AREAS, 'Thamel')).toBe(
      undefined,
    );
  });

  it('expects the area’s fee, none without an area (pickup), none with free delivery', () => {
    const thamel = AREAS[1];
    expect(expectedFeePaisa(thamel, false)).toBe(10_000);
    expect(expectedFeePaisa(thamel, true)).toBe(0);
    expect(expectedFeePaisa(undefined, false)).toBe(0);
  });

  it('finds a subtotal below the area’s minimum order, never for pickup', () => {
    const baneshwor = { ...area(3, 'Baneshwor', 80), minimumOrder: 1000 };
    expect(areaBelowMinimum(baneshwor, 99_999)).toBe(baneshwor);
    expect(areaBelowMinimum(baneshwor, 100_000)).toBeNull();
    expect(areaBelowMinimum(undefined, 100)).toBeNull();
  });

  it('adds the fee to the total: subtotal − discount + fee', () => {
    const items = [
      { id: 1, name: 'B', price: 650, image: null, categoryName: 'B', quantity: 2, choices: [] },
    ];
    const totals = checkoutTotals(
      items,
      { code: 'X', discount: 100, message: null, freeDelivery: false },
      10_000,
    );
    expect(totals).toEqual({
      subtotal: 130_000,
      discount: 10_000,
      deliveryFee: 10_000,
      total: 130_000,
    });
  });
});
