import { z } from 'zod';
import { nrsAmount, pathId, wholeNumber } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { expectedVersionSchema, recordVersionSchema } from './record-version.ts';

/*
 * Delivery areas (docs/product-rules.md#delivery-areas): named areas of the valley, each with a
 * fee, a minimum order, extra minutes on the estimate, and the place names that find it in an
 * address. Nepali addresses have no usable postcodes, so an address is matched by its words,
 * the most specific area first (domain/delivery-areas.ts).
 */

export const DELIVERY_AREA_LIMITS = {
  nameLength: 80,
  places: 40,
  placeLength: 80,
  extraMinutes: { min: 0, max: 240 },
} as const;
const L = DELIVERY_AREA_LIMITS;

export const DELIVERY_AREA_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.nameLength} characters`,
  nameTaken: (name: string) => `A delivery area named ${name} already exists`,
  feeInvalid: 'Delivery fee must be an amount of 0 or more with at most two decimals',
  minimumInvalid: 'Minimum order must be an amount of 0 or more with at most two decimals',
  extraMinutesRange: `Extra minutes must be a whole number from ${L.extraMinutes.min} to ${L.extraMinutes.max}`,
  placesTooMany: `An area has at most ${L.places} place names`,
  placeTooLong: `A place name must be at most ${L.placeLength} characters`,
  placeEmpty: 'A place name must contain letters or digits',
  notFound: 'Delivery area not found',
  created: 'Delivery area created',
  updated: 'Delivery area saved',
  deleted: 'Delivery area deleted',
  stale:
    'This delivery area changed after you opened it: the form now shows its current details. Check them and save again.',
} as const;
const m = DELIVERY_AREA_MESSAGES;

const textField = (max: number, tooLong: string, missing = tooLong) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : tooLong) })
    .trim()
    .max(max, { error: tooLong })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE });

/** POST and PUT /api/admin/delivery/areas: `places` left out means the area's name alone. */
export const deliveryAreaRequestSchema = z
  .object({
    name: textField(L.nameLength, m.nameTooLong, m.nameRequired).pipe(
      z.string().min(1, { error: m.nameRequired }),
    ),
    fee: nrsAmount(m.feeInvalid).default(0).meta({ description: 'Delivery fee, NRS' }),
    minimum_order: nrsAmount(m.minimumInvalid)
      .default(0)
      .meta({ description: 'The smallest subtotal (before discount and fee) delivered here, NRS' }),
    extra_minutes: wholeNumber(m.extraMinutesRange, L.extraMinutes.min, L.extraMinutes.max)
      .default(0)
      .meta({ description: 'Minutes added to the delivery estimate' }),
    places: z
      .array(
        textField(L.placeLength, m.placeTooLong).refine((place) => /[\p{L}\p{N}]/u.test(place), {
          error: m.placeEmpty,
        }),
        { error: m.placeEmpty },
      )
      .max(L.places, { error: m.placesTooMany })
      .optional()
      .meta({
        description: 'The words that match this area in an address; the name when left out',
      }),
    version: expectedVersionSchema,
  })
  .meta({ id: 'DeliveryAreaRequest' });
export type DeliveryAreaRequest = z.input<typeof deliveryAreaRequestSchema>;
export type DeliveryAreaRequestParsed = z.output<typeof deliveryAreaRequestSchema>;

export const deliveryAreaParamsSchema = z.object({ id: pathId('Delivery area') });

/** What a customer sees of an area (GET /api/delivery/areas). */
export const publicDeliveryAreaSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fee: z.number().meta({ description: 'NRS' }),
    minimumOrder: z.number().meta({ description: 'NRS; 0 for none' }),
    extraMinutes: z.number().int(),
    places: z.array(z.string()).meta({ description: 'The words matched in an address' }),
  })
  .meta({ id: 'DeliveryArea' });
export type PublicDeliveryArea = z.infer<typeof publicDeliveryAreaSchema>;

export const publicDeliveryAreaListSchema = z
  .object({ areas: z.array(publicDeliveryAreaSchema).meta({ description: 'By name' }) })
  .meta({ id: 'DeliveryAreaList' });
export type PublicDeliveryAreaList = z.infer<typeof publicDeliveryAreaListSchema>;

/** An area as the back office reads it: with its version, orders count and times. */
export const adminDeliveryAreaSchema = publicDeliveryAreaSchema
  .extend({
    version: recordVersionSchema,
    orderCount: z.number().int().meta({ description: 'Orders delivered to it, any status' }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminDeliveryArea' });
export type AdminDeliveryArea = z.infer<typeof adminDeliveryAreaSchema>;

export const adminDeliveryAreaListSchema = z
  .object({ data: z.array(adminDeliveryAreaSchema).meta({ description: 'By name' }) })
  .meta({ id: 'AdminDeliveryAreaList' });
export type AdminDeliveryAreaList = z.infer<typeof adminDeliveryAreaListSchema>;

export const adminDeliveryAreaSavedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: adminDeliveryAreaSchema })
  .meta({ id: 'AdminDeliveryAreaSaved' });
export type AdminDeliveryAreaSaved = z.infer<typeof adminDeliveryAreaSavedSchema>;
