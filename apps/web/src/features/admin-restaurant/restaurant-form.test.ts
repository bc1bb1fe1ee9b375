import { RESTAURANT_DETAILS_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  restaurantFormSchema,
  restaurantFormValues,
  restaurantRequest,
} from './restaurant-form.ts';

const details = {
  name: 'Burger House',
  addressLines: ['Thamel Marg, Thamel', 'Kathmandu 44600, Nepal'],
  phone: '+977 1-4701234',
  panNumber: '601234567',
};

describe('the restaurant details form', () => {
  it('writes the address a line each and reads it back without blank lines or spaces', () => {
    expect(restaurantFormValues(details).address).toBe(
      'Thamel Marg, Thamel\nKathmandu 44600, Nepal',
    );
    expect(addressLines('  Thamel Marg \r\n\n Kathmandu  \n')).toEqual([
      'Thamel Marg',
      'Kathmandu',
    ]);
  });

  it('sends what it read unchanged', () => {
    const checked = restaurantFormSchema.parse(restaurantFormValues(details));
    expect(restaurantRequest(checked)).toEqual(details);
  });

  it('refuses in the server’s words', () => {
    const refusal = (change: object) =>
      restaurantFormSchema.safeParse({ ...restaurantFormValues(details), ...change }).error
        ?.issues[0]?.message;
    expect(refusal({ address: ' \n ' })).toBe(RESTAURANT_DETAILS_MESSAGES.addressRequired);
    expect(refusal({ address: 'a\nb\nc\nd\ne' })).toBe(
      RESTAURANT_DETAILS_MESSAGES.addressTooManyLines,
    );
    expect(refusal({ panNumber: '1234' })).toBe(RESTAURANT_DETAILS_MESSAGES.panInvalid);
    expect(refusal({ panNumber: '' })).toBeUndefined();
  });
});
