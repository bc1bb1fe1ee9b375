import { type AdminSummary, adminSummarySchema } from '@shop/shared';

/**
 * Where the staff (admin) session lives in the browser, under the spec's names: `adminToken`
 * (the bearer token) and `adminUser` (the admin, JSON), in localStorage. Anything read back
 * that is not a token and an admin matching the schema is deleted.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

/** What the server's session tokens look like (the API's bearer parser accepts the same). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface SavedAdminSession {
  token: string;
  admin: AdminSummary;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access: the session then lasts as long as the page.
    return undefined;
  }
}

// The token goes first and comes last: another tab that sees a token also finds its admin.
export function forgetAdminSession(): void {
  try {
    storage()?.removeItem(ADMIN_TOKEN_KEY);
    storage()?.removeItem(ADMIN_USER_KEY);
  } catch {
    // Nothing to forget where nothing can be stored.
  }
}

/**
 * The saved session, or null. `repair` deletes what does not hold together; following another
 * tab must not, since it may be between writing `adminUser` and `adminToken`.
 */
export function readAdminSession({ repair }: { repair: boolean }): SavedAdminSession | null {
  const token = storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
  const user = storage()?.getItem(ADMIN_USER_KEY) ?? null;
  if (token === null && user === null) return null;
  try {
    if (token === null || !TOKEN_PATTERN.test(token)) throw new Error('not a token');
    const admin = adminSummarySchema.safeParse(JSON.parse(user ?? 'null'));
    if (!admin.success) throw new Error('not an admin');
    return { token, admin: admin.data };
  } catch {
    if (repair) forgetAdminSession();
    return null;
  }
}

export function saveAdminSession(session: SavedAdminSession): void {
  try {
    storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(session.admin));
    storage()?.setItem(ADMIN_TOKEN_KEY, session.token);
  } catch {
    // Quota exceeded or storage disabled: the session lasts as long as the page.
  }
}
