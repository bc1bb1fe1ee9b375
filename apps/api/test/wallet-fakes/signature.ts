import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64(HMAC-SHA256(secret, message)), as eSewa signs. */
export function hmacBase64(secretKey: string, message: string): string {
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

/** eSewa's signed message: `name=value` of each signed field, in the order named, joined by ",". */
export function esewaMessage(
  fieldNames: readonly string[],
  value: (name: string) => string,
): string {
  return fieldNames.map((name) => `${name}=${value(name)}`).join(',');
}

/** Compares two secrets or signatures without leaking where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
