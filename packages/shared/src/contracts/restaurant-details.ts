import { z } from 'zod';
import {
  RESTAURANT_DETAILS_LIMITS as L,
  RESTAURANT_DETAILS_MESSAGES as m,
} from '../messages/restaurant-details.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * GET and PUT /api/admin/restaurant-details (docs/product-rules.md#printed-tickets-and-receipts):
 * the name, address, phone and PAN/VAT number a customer receipt is headed with, saved with the
 * version read (decision 036).
 */

const text = (max: number, tooLong: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE });

export const restaurantDetailsSchema = z
  .object({
    name: text(L.nameLength, m.nameTooLong, m.nameRequired),
    addressLines: z
      .array(text(L.addressLineLength, m.addressLineTooLong, m.addressRequired), {
        error: m.addressRequired,
      })
      .min(1, { error: m.addressRequired })
      .max(L.addressLines, { error: m.addressTooManyLines })
      .meta({ description: 'Printed one under the other, as written' }),
    phone: text(L.phoneLength, m.phoneTooLong, m.phoneRequired),
    panNumber: z
      .string({ error: m.panInvalid })
      .trim()
      .regex(new RegExp(`^(\\d{${L.panDigits}})?$`), { error: m.panInvalid })
      .meta({ description: 'Nepal’s 9-digit PAN/VAT number; empty: the receipt leaves it out' }),
  })
  .meta({ id: 'RestaurantDetails' });
export type RestaurantDetails = z.infer<typeof restaurantDetailsSchema>;

export const restaurantDetailsRequestSchema = restaurantDetailsSchema
  .extend({ version: expectedVersionSchema })
  .meta({ id: 'RestaurantDetailsRequest' });
export type RestaurantDetailsRequest = z.input<typeof restaurantDetailsRequestSchema>;

export const restaurantDetailsResponseSchema = z
  .object({ details: restaurantDetailsSchema, version: recordVersionSchema })
  .meta({ id: 'RestaurantDetailsResponse' });
export type RestaurantDetailsResponse = z.infer<typeof restaurantDetailsResponseSchema>;
