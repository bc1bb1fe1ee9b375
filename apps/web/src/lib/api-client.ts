import { type ErrorCode, errorResponseSchema, MESSAGES } from '@shop/shared';

/** A request that has not been answered in 10 seconds fails (the shop's request time-out). */
export const REQUEST_TIMEOUT_MS = 10_000;

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your internet connection.';
export const SERVER_UNAVAILABLE_MESSAGE =
  'The server is currently unavailable. Please try again later.';

/** What every API call throws: a message a person can read, plus the status for the code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** How long the read took to fail (apiGet sets it): only a quick failure is worth a retry. */
  elapsedMs: number | undefined;

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's machine-readable code, when it sent one. */
    readonly code?: ErrorCode,
    /** What the server sent to put things right, where the call documents it (checkout's 409). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * A call the server did not answer within REQUEST_TIMEOUT_MS. Asking again would make the
 * person wait as long once more before hearing that it failed.
 */
export class RequestTimeoutError extends ApiError {}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** The subset of a zod schema the client needs: it keeps this module free of a zod import. */
interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions {
  /** Cancels the request, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal;
  /** Shown when the server fails with a 4xx and says nothing. */
  fallbackMessage?: string;
  /**
   * The bearer token to send instead of the signed-in customer's (a staff call sends the staff
   * token); `null` sends none. A 401 to a request with its own token is the caller's to handle.
   */
  token?: string | null;
  /**
   * Whether a 401 answer to the customer's token ends the session in this browser (the
   * default). Logging out says false: its 401 only means the session had already ended.
   */
  handleUnauthorized?: boolean;
}

/** How the app lends the client the customer's session (wired in app/providers.tsx). */
export interface ApiAuth {
  /** The signed-in customer's bearer token, or null. */
  getToken: () => string | null;
  /** The server refused the token (expired or ended session): forget it. */
  onUnauthorized: () => void;
}

const signedOut: ApiAuth = { getToken: () => null, onUnauthorized: () => {} };
let auth: ApiAuth = signedOut;

/**
 * Gives the client the customer's session: every call then sends `Authorization: Bearer` when
 * a token exists, and a 401 to that token calls `onUnauthorized`. lib imports no feature, so
 * the app wires the account feature in here. Returns a function that undoes it (tests).
 */
export function configureApiAuth(next: ApiAuth): () => void {
  auth = next;
  return () => {
    if (auth === next) auth = signedOut;
  };
}

/**
 * How requests go out: the browser's fetch, or on the server that renders pages, a function
 * that answers them in-process (entry-server.tsx), since relative addresses mean nothing there.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

type QueryValue = string | number | boolean | undefined | null;

/** Builds `/api/path?a=1` leaving out empty values, so URLs stay short and cacheable. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function requestSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing before Safari 17.4: there only the time-out applies.
  if (!signal || typeof AbortSignal.any !== 'function') return timeout;
  return AbortSignal.any([signal, timeout]);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response, fallbackMessage?: string): Promise<ApiError> {
  const parsed = errorResponseSchema.safeParse(await readJson(response));
  if (parsed.success && parsed.data.message) {
    return new ApiError(
      parsed.data.message,
      response.status,
      parsed.data.error,
      parsed.data.details,
    );
  }
  if (response.status >= 500) return new ApiError(SERVER_UNAVAILABLE_MESSAGE, response.status);
  return new ApiError(fallbackMessage ?? MESSAGES.internal, response.status);
}

async function send(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  options: RequestOptions,
): Promise<Response> {
  const ownToken = options.token !== undefined;
  const token = ownToken ? options.token : auth.getToken();
  const headers = token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers;
  let response: Response;
  try {
    response = await transport(url, { ...init, headers, signal: requestSignal(options.signal) });
  } catch (error) {
    // A cancellation by the caller is not a failure: let TanStack Query see the AbortError.
    if (options.signal?.aborted) throw error;
    if (isTimeout(error)) throw new RequestTimeoutError(NETWORK_ERROR_MESSAGE, 0);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  // Only the session that was sent is over: a request that raced a sign-in keeps the new one.
  const sessionRefused =
    response.status === 401 && token && !ownToken && options.handleUnauthorized !== false;
  if (sessionRefused && auth.getToken() === token) auth.onUnauthorized();
  return response;
}

async function handle<T>(
  response: Response,
  schema: ResponseSchema<T>,
  options: RequestOptions,
): Promise<T> {
  if (!response.ok) throw await toApiError(response, options.fallbackMessage);
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    console.error('Unexpected API response', response.url, parsed.error);
    throw new ApiError(MESSAGES.internal, response.status);
  }
  return parsed.data;
}

export async function apiGet<T>(
  url: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const started = Date.now();
  try {
    const response = await send(url, { headers: { Accept: 'application/json' } }, options);
    return await handle(response, schema, options);
  } catch (error) {
    if (error instanceof ApiError) error.elapsedMs = Date.now() - started;
    throw error;
  }
}

/**
 * An answer that is not JSON, with the same session, time-out and errors as apiGet, since a
 * refusal is still the API's JSON error.
 */
async function getFile(url: string, accept: string, options: RequestOptions): Promise<Response> {
  const response = await send(url, { headers: { Accept: accept } }, options);
  if (!response.ok) throw await toApiError(response, options.fallbackMessage);
  return response;
}

/** A page the server writes (a printed ticket), as text. */
export async function apiGetText(url: string, options: RequestOptions = {}): Promise<string> {
  return (await getFile(url, 'text/html', options)).text();
}

/** A file only a session may read (a feedback photo), as a Blob to show from an object URL. */
export async function apiGetBlob(url: string, options: RequestOptions = {}): Promise<Blob> {
  return (await getFile(url, '*/*', options)).blob();
}

type BodyMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends `body` as JSON, or as multipart when it is FormData (the browser sets the boundary);
 * `undefined` sends no body at all.
 */
async function sendBody<T>(
  method: BodyMethod,
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions,
): Promise<T> {
  const multipart = body instanceof FormData;
  const json = !multipart && body !== undefined;
  const response = await send(
    url,
    {
      method,
      headers: json
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    },
    options,
  );
  return handle(response, schema, options);
}

export function apiPost<T>(
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return sendBody('POST', url, body, schema, options);
}

export function apiPut<T>(
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return sendBody('PUT', url, body, schema, options);
}

export function apiPatch<T>(
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return sendBody('PATCH', url, body, schema, options);
}

/** DELETE without a body: the resource is named by the URL. */
export function apiDelete<T>(
  url: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return sendBody('DELETE', url, undefined, schema, options);
}

/** The message to show for anything a query or mutation threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.internal;
}
