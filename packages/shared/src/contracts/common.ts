import { z } from 'zod';

/** Every error the API returns: a stable machine code and a message a person can read. */
export const errorResponseSchema = z
  .object({
    error: z.string().meta({ example: 'VALIDATION_FAILED' }),
    message: z.string().meta({ example: 'limit must be between 1 and 100' }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * A whole number between min and max, sent as a JSON number or as the digits of a query or
 * form field. Anything else is refused with `message`: z.coerce would read `true` as 1, `[3]`
 * as 3, `0x10` as 16 and `1e1` as 10.
 */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^-?\d+$/, { error: message }),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
}

/** A query-string integer with a message that names the parameter and its range. */
export function queryInt(name: string, min: number, max: number) {
  return wholeNumber(`${name} must be a whole number between ${min} and ${max}`, min, max);
}

/** A query-string NRS amount (0 or more, at most two decimals in practice). */
export function queryAmount(name: string) {
  const message = `${name} must be a number of 0 or more`;
  return z.coerce
    .number({ error: message })
    .min(0, { error: message })
    .max(10_000_000, {
      error: `${name} is too large`,
    });
}

/** A query-string boolean: only the literal words true and false are accepted. */
export function queryBoolean(name: string) {
  return z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');
}

/** A positive integer id in a path. */
export function pathId(entity: string) {
  return wholeNumber(`${entity} id must be a positive whole number`, 1, 2_147_483_647);
}
