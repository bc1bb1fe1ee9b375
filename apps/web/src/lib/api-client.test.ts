import { mealListResponseSchema } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPatch,
  apiPost,
  apiPut,
  apiUrl,
  configureApiAuth,
  NETWORK_ERROR_MESSAGE,
  RequestTimeoutError,
  SERVER_UNAVAILABLE_MESSAGE,
} from './api-client.ts';

const emptyList = { data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } };

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty values', () => {
    expect(
      apiUrl('/meals', { search: 'chicken wings', category: '', page: 2, sort: undefined }),
    ).toBe('/api/meals?search=chicken+wings&page=2');
    expect(apiUrl('/categories')).toBe('/api/categories');
  });
});

describe('apiGet', () => {
  it('returns the parsed body of a successful response', async () => {
    const fetchMock = respondWith(json(emptyList));
    await expect(apiGet('/api/meals', mealListResponseSchema)).resolves.toEqual(emptyList);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/meals',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('says the server cannot be reached when the network fails', async () => {
    respondWith(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('/api/meals', mealListResponseSchema));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });

  it('treats a time-out like a network failure, marked as a time-out', async () => {
    respondWith(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await failure(apiGet('/api/meals', mealListResponseSchema));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error).toBeInstanceOf(RequestTimeoutError);
  });

  it('lets a cancellation by the caller through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    respondWith(new DOMException('Aborted', 'AbortError'));
    await expect(
      apiGet('/api/meals', mealListResponseSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('shows the server message of an error response', async () => {
    respondWith(json({ error: 'VALIDATION_FAILED', message: 'page must be a whole number' }, 400));
    const error = await failure(apiGet('/api/meals', mealListResponseSchema));
    expect(error).toMatchObject({
      message: 'page must be a whole number',
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('says the server is unavailable on a 5xx without a message', async () => {
    respondWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiGet('/api/meals', mealListResponseSchema));
    expect(error.message).toBe(SERVER_UNAVAILABLE_MESSAGE);
    expect(error.status).toBe(502);
  });

  it('uses the call’s fallback message on a 4xx without a message', async () => {
    respondWith(new Response(null, { status: 404 }));
    const error = await failure(
      apiGet('/api/meals', mealListResponseSchema, { fallbackMessage: 'Failed to fetch foods' }),
    );
    expect(error.message).toBe('Failed to fetch foods');
  });

  it('refuses a body that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respondWith(json({ data: 'not a list' }));
    const error = await failure(apiGet('/api/meals', mealListResponseSchema));
    expect(error.message).toBe('An unexpected error occurred.');
  });
});

describe('apiPost', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = respondWith(json(emptyList, 201));
    await apiPost('/api/x', { email: 'a@b.co' }, mealListResponseSchema);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co' }),
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends FormData as multipart, leaving the content type (and boundary) to the browser', async () => {
    const fetchMock = respondWith(json(emptyList, 201));
    const form = new FormData();
    form.append('name', 'Asha');
    await apiPost('/api/x', form, mealListResponseSchema);
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });
});

describe('apiGetBlob', () => {
  it('reads a file with the token it is given, and a refusal as the API’s error', async () => {
    const fetchMock = respondWith(new Response(new Blob(['webp']), { status: 200 }));
    const blob = await apiGetBlob('/api/feedback/image/a.webp', { token: 'staff_0123456789abcd' });
    expect(await blob.text()).toBe('webp');
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer staff_0123456789abcd' });

    respondWith(json({ error: 'UNAUTHORIZED', message: 'Session expired' }, 401));
    const error = await failure(apiGetBlob('/api/feedback/image/a.webp', { token: 'old' }));
    expect(error).toMatchObject({ message: 'Session expired', status: 401 });
  });
});

/** Answers every call with a fresh copy of the same JSON (a body can be read only once). */
function alwaysRespond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => json(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function initOf(mock: ReturnType<typeof alwaysRespond>, call = 0): RequestInit {
  return (mock.mock.calls[call] as unknown[] | undefined)?.[1] as RequestInit;
}

describe('apiPut, apiPatch and apiDelete', () => {
  it('send their method, JSON for a body, and nothing for DELETE', async () => {
    const fetchMock = alwaysRespond(emptyList);
    await apiPut('/api/x/1', { reason: 'late' }, mealListResponseSchema);
    await apiPatch('/api/x/1', { status: 'ready' }, mealListResponseSchema);
    await apiDelete('/api/x/1', mealListResponseSchema);

    expect(initOf(fetchMock, 0)).toMatchObject({ method: 'PUT', body: '{"reason":"late"}' });
    expect(initOf(fetchMock, 1)).toMatchObject({ method: 'PATCH', body: '{"status":"ready"}' });
    expect(initOf(fetchMock, 2).method).toBe('DELETE');
    expect(initOf(fetchMock, 2).body).toBeUndefined();
    expect(initOf(fetchMock, 2).headers).toEqual({ Accept: 'application/json' });
  });
});

describe('the customer session', () => {
  const headersOf = (mock: ReturnType<typeof alwaysRespond>, call = 0) =>
    initOf(mock, call).headers as Record<string, string>;
  const refused = { error: 'UNAUTHORIZED', message: 'Please sign in' };
  let undo = () => {};
  afterEach(() => undo());

  function signedIn(token: string | null) {
    const session = {
      token,
      onUnauthorized: vi.fn(() => {
        session.token = null;
      }),
    };
    undo = configureApiAuth({
      getToken: () => session.token,
      onUnauthorized: session.onUnauthorized,
    });
    return session;
  }

  it('sends the bearer token on every call when signed in, and none when not', async () => {
    const session = signedIn('tok_0123456789abcdef');
    const fetchMock = alwaysRespond(emptyList);
    await apiGet('/api/orders/my-orders', mealListResponseSchema);
    await apiPost('/api/orders', { items: [] }, mealListResponseSchema);
    expect(headersOf(fetchMock, 0).Authorization).toBe('Bearer tok_0123456789abcdef');
    expect(headersOf(fetchMock, 1)).toMatchObject({
      Authorization: 'Bearer tok_0123456789abcdef',
      'Content-Type': 'application/json',
    });

    session.token = null;
    await apiGet('/api/meals', mealListResponseSchema);
    expect(headersOf(fetchMock, 2)).toEqual({ Accept: 'application/json' });
  });

  it('ends the session when the server refuses the token, and still fails the call', async () => {
    const session = signedIn('tok_0123456789abcdef');
    alwaysRespond(refused, 401);
    const error = await failure(apiGet('/api/customers/profile', mealListResponseSchema));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(session.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 401 to a call that sent no token (a wrong password)', async () => {
    const session = signedIn(null);
    alwaysRespond({ error: 'UNAUTHORIZED', message: 'Invalid email or password' }, 401);
    await failure(apiPost('/api/customers/login', {}, mealListResponseSchema));
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps a newer session that a late 401 of the old one would otherwise end', async () => {
    const session = signedIn('tok_old_0123456789ab');
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const pending = failure(apiGet('/api/orders/my-orders', mealListResponseSchema));
    session.token = 'tok_new_0123456789ab';
    answer(json(refused, 401));
    await pending;
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets logout and staff calls handle their own 401', async () => {
    const session = signedIn('tok_0123456789abcdef');
    const fetchMock = alwaysRespond(refused, 401);
    await failure(
      apiPost('/api/customers/logout', undefined, mealListResponseSchema, {
        handleUnauthorized: false,
      }),
    );
    await failure(
      apiGet('/api/admin/orders', mealListResponseSchema, { token: 'staff_0123456789abcd' }),
    );
    expect(initOf(fetchMock, 0).body).toBeUndefined();
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer staff_0123456789abcd');
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });
});
