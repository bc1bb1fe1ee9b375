/**
 * The demo accounts' passwords, published in the README and on the demo login page: anyone may
 * know them, so none may become an account's new password (docs/product-rules.md#default-admin).
 */
export const PUBLISHED_PASSWORDS = {
  admin: 'Admin@123',
  customer: 'Customer@123',
} as const;

export function isPublishedPassword(password: string): boolean {
  return Object.values(PUBLISHED_PASSWORDS).some((published) => published === password);
}
