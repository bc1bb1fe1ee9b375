import { z } from 'zod';
import { wholeNumber } from './common.ts';

/*
 * The back office's stale-save check (decision 036). A meal or coupon read by the back office
 * carries its `version`, which goes up with every change of the record, whoever makes it (an
 * order taking stock or a coupon use too). A save sends the version its form was read at; when
 * the record has moved on, the save is refused (409) with the record as it is now. A save
 * without a version (a client written from the published calls) applies as before.
 */

export const RECORD_VERSION_MESSAGES = {
  versionInvalid: 'version must be a whole number of 1 or more',
  staleMeal:
    'This meal changed after you opened it (an order or another admin): the form now shows its current details. Check them and save again.',
  staleCoupon:
    'This coupon changed after you opened it (an order or another admin): the form now shows its current details. Check them and save again.',
} as const;

/** The largest version a request may name (an int column). */
const MAX_VERSION = 2_147_483_647;

/** A record's version as the back office reads it. */
export const recordVersionSchema = z
  .number()
  .int()
  .min(1)
  .meta({ description: 'Goes up with every change; send it back when saving (decision 036)' });

/** The version a save was read at: a JSON number or the digits of a form field; optional. */
export const expectedVersionSchema = wholeNumber(
  RECORD_VERSION_MESSAGES.versionInvalid,
  1,
  MAX_VERSION,
)
  .optional()
  .meta({
    description:
      'The version the form was read at: when the record has changed since, 409 with the record as it is now. Left out, the save applies whatever changed meanwhile.',
  });
