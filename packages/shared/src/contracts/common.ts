import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { ERROR_CODES } from '../errors.ts';

/** Every error the API returns: a stable machine code and a message a person can read. */
export const errorResponseSchema = z
  .object({
    error: z.enum(ERROR_CODES).meta({ example: 'VALIDATION_FAILED' }),
    message: z.string().meta({ example: 'limit must be between 1 and 100' }),
    /** What the caller needs to put things right, where the call documents it (a 409 of checkout). */
    details: z.unknown().optional(),
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

/** What wholeNumber says of each way a value can be wrong, where one sentence would not fit all. */
export interface WholeNumberMessages {
  /** Not a number, or a number with decimals. */
  notWhole: string;
  tooSmall: string;
  tooLarge: string;
}

/**
 * A whole number between min and max, sent as a JSON number or as the digits of a query or
 * form field. Anything else is refused with `message` (or the one of `messages` that says what
 * is wrong): z.coerce would read `true` as 1, `[3]` as 3, `0x10` as 16 and `1e1` as 10.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumber(message: string | WholeNumberMessages, min: number, max: number) {
  const m =
    typeof message === 'string'
      ? { notWhole: message, tooSmall: message, tooLarge: message }
      : message;
  return z
    .union(
      [
        z.number({ error: m.notWhole }),
        z
          .string({ error: m.notWhole })
          .trim()
          .regex(/^-?\d+$/, { error: m.notWhole }),
      ],
      { error: m.notWhole },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: m.notWhole })
        .int({ error: m.notWhole })
        .min(min, { error: m.tooSmall })
        .max(max, { error: m.tooLarge }),
    );
}

/** A query-string integer with a message that names the parameter and its range. */
/* @__NO_SIDE_EFFECTS__ */
export function queryInt(name: string, min: number, max: number) {
  return wholeNumber(`${name} must be a whole number between ${min} and ${max}`, min, max);
}

/** The largest NRS amount any call accepts. */
export const MAX_NRS_AMOUNT = 10_000_000;

/**
 * An NRS amount of 0 to max with at most two decimals (whole paisa), sent as a JSON number or
 * as plain decimal digits in a query or form field. Blank text, hexadecimal (`0x10`), exponent
 * (`1e1`) and sub-paisa amounts (`1.005`) are refused with `message`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nrsAmount(message: string, max = MAX_NRS_AMOUNT) {
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/, { error: message }),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .min(0, { error: message })
        .max(max, { error: message })
        .refine(hasAtMostTwoDecimals, { error: message }),
    );
}

/** A query-string NRS amount, with a message that names the parameter. */
/* @__NO_SIDE_EFFECTS__ */
export function queryAmount(name: string) {
  return nrsAmount(
    `${name} must be an amount from 0 to ${MAX_NRS_AMOUNT} with at most two decimals`,
  );
}

/**
 * A query-string boolean: only the words true and false are accepted (a client building the
 * URL may hand over a boolean, which it writes as those words).
 */
/* @__NO_SIDE_EFFECTS__ */
export function queryBoolean(name: string) {
  const message = `${name} must be true or false`;
  return z
    .union([z.boolean({ error: message }), z.enum(['true', 'false'], { error: message })], {
      error: message,
    })
    .transform((value) => value === true || value === 'true');
}

/** A positive integer id in a path. */
/* @__NO_SIDE_EFFECTS__ */
export function pathId(entity: string) {
  return wholeNumber(`${entity} id must be a positive whole number`, 1, 2_147_483_647);
}
