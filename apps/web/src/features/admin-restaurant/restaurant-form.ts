import { type RestaurantDetails, restaurantDetailsSchema } from '@shop/shared';
import { z } from 'zod';

/** The address as its field holds it: a line of text per printed line. */
export const addressLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const fields = restaurantDetailsSchema.shape;

/** The form's values checked with the server's own rules and words, the address as lines. */
export const restaurantFormSchema = z.object({
  name: fields.name,
  address: z.string().transform(addressLines).pipe(fields.addressLines),
  phone: fields.phone,
  panNumber: fields.panNumber,
});

export const restaurantFormValues = (details: RestaurantDetails) => ({
  name: details.name,
  address: details.addressLines.join('\n'),
  phone: details.phone,
  panNumber: details.panNumber,
});

/** The request's body from what the form checked. */
export const restaurantRequest = ({
  address,
  ...rest
}: z.output<typeof restaurantFormSchema>): RestaurantDetails => ({
  ...rest,
  addressLines: address,
});
