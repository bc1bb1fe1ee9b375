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

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's machine-readable code, when it sent one. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The subset of a zod schema the client needs: it keeps this module free of a zod import. */
interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions {
  /** Cancels the request, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal;
  /** Shown when the server fails with a 4xx and says nothing. */
  fallbackMessage?: string;
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
    return new ApiError(parsed.data.message, response.status, parsed.data.error);
  }
  if (response.status >= 500) return new ApiError(SERVER_UNAVAILABLE_MESSAGE, response.status);
  return new ApiError(fallbackMessage ?? MESSAGES.internal, response.status);
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: requestSignal(options.signal) });
  } catch (error) {
    // A cancellation by the caller is not a failure: let TanStack Query see the AbortError.
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
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
  const response = await send(url, { headers: { Accept: 'application/json' } }, options);
  return handle(response, schema, options);
}

/** Sends `body` as JSON, or as multipart when it is FormData (the browser sets the boundary). */
export async function apiPost<T>(
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const multipart = body instanceof FormData;
  const response = await send(
    url,
    {
      method: 'POST',
      headers: multipart
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    },
    options,
  );
  return handle(response, schema, options);
}

/** The message to show for anything a query or mutation threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.internal;
}
