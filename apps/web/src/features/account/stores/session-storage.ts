/**
 * Where the customer's session lives in the browser, under the spec's names: `token` (the
 * bearer token) and `user` (the customer, JSON). "Remember me" keeps them in localStorage;
 * otherwise sessionStorage, which the browser forgets when its session ends. Anything read back
 * that is not a token and a customer matching the schema is deleted (like lib/storage.ts).
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** What the server's session tokens look like (the API's bearer parser accepts the same). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The subset of a zod schema the storage needs (see lib/storage.ts). */
export interface CustomerSchema<C> {
  safeParse(data: unknown): { success: true; data: C } | { success: false };
}

export interface SavedSession<C> {
  token: string;
  customer: C;
  /** Whether it is kept across browser sessions ("Remember me"). */
  remember: boolean;
}

type Area = 'local' | 'session';

function storageArea(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Some privacy modes throw on access: the session then lasts as long as the page.
    return undefined;
  }
}

// The token goes first and comes last: another tab that sees a token also finds its customer.
function forget(storage: Storage | undefined): void {
  try {
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(USER_KEY);
  } catch {
    // Nothing to forget where nothing can be stored.
  }
}

function readFrom<C>(
  area: Area,
  schema: CustomerSchema<C>,
  repair: boolean,
): SavedSession<C> | null {
  const storage = storageArea(area);
  const token = storage?.getItem(TOKEN_KEY) ?? null;
  const user = storage?.getItem(USER_KEY) ?? null;
  if (token === null && user === null) return null;
  try {
    if (token === null || !TOKEN_PATTERN.test(token)) throw new Error('not a token');
    const customer = schema.safeParse(JSON.parse(user ?? 'null'));
    if (!customer.success) throw new Error('not a customer');
    return { token, customer: customer.data, remember: area === 'local' };
  } catch {
    if (repair) forget(storage);
    return null;
  }
}

/**
 * The saved session: a remembered one first, else this browser session's; null if none.
 * `repair` deletes what does not hold together. Following another tab must not: it may be
 * between writing `user` and `token`, and deleting would end the session it is saving.
 */
export function readSession<C>(
  schema: CustomerSchema<C>,
  { repair }: { repair: boolean },
): SavedSession<C> | null {
  return readFrom('local', schema, repair) ?? readFrom('session', schema, repair);
}

/** Saves the session where "Remember me" says, and removes any copy from the other place. */
export function saveSession<C>(session: SavedSession<C>): void {
  const [keep, other] = session.remember
    ? (['local', 'session'] as const)
    : (['session', 'local'] as const);
  forget(storageArea(other));
  try {
    const storage = storageArea(keep);
    storage?.setItem(USER_KEY, JSON.stringify(session.customer));
    storage?.setItem(TOKEN_KEY, session.token);
  } catch {
    // Quota exceeded or storage disabled: the session lasts as long as the page.
  }
}

/** Forgets the session in both places. */
export function forgetSession(): void {
  forget(storageArea('local'));
  forget(storageArea('session'));
}
