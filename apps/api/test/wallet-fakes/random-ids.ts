import { randomInt } from 'node:crypto';

const UPPER_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALPHANUMERICS = `${UPPER_AND_DIGITS}abcdefghijklmnopqrstuvwxyz`;

function randomString(alphabet: string, length: number): string {
  let result = '';
  for (let i = 0; i < length; i++) result += alphabet[randomInt(alphabet.length)];
  return result;
}

/** An eSewa reference like `000AWEO`. */
export const esewaRefId = () => randomString(UPPER_AND_DIGITS, 7);

/** A Khalti pidx or transaction id like `bZQLD9wRVWo4CdESSfuSsB`. */
export const khaltiId = () => randomString(ALPHANUMERICS, 22);
