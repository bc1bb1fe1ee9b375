import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@shop/db';

/*
 * An unknown account must take as long to refuse as a wrong password: the password is then
 * checked against a hash of a random secret, made once with the same scrypt parameters.
 */
let dummyHash: Promise<string> | undefined;

function hashOfNothing(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** Whether the password matches the stored hash; always pays for one scrypt run. */
export async function passwordMatches(
  password: string,
  storedHash: string | null,
): Promise<boolean> {
  if (storedHash === null) {
    await verifyPassword(password, await hashOfNothing());
    return false;
  }
  return verifyPassword(password, storedHash);
}
