import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, RequestTimeoutError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

/** A read that fails each time as `failures` says, after `ms` of waiting. */
function failingRead(failures: { error: Error; ms: number }[]) {
  let call = 0;
  return vi.fn(async () => {
    const failure = failures[Math.min(call++, failures.length - 1)];
    if (!failure) throw new Error('no failure given');
    const { error, ms } = failure;
    await new Promise((resolve) => setTimeout(resolve, ms));
    // As apiGet does: the time the read took to fail.
    if (error instanceof ApiError) error.elapsedMs = ms;
    throw error;
  });
}

/** When (ms after it began) the read ends in an error, as its error screen would show it. */
async function secondsUntilError(key: string[], read: () => Promise<unknown>) {
  const client = createQueryClient();
  const started = Date.now();
  const done = client.fetchQuery({ queryKey: key, queryFn: read }).catch(() => Date.now());
  await vi.runAllTimersAsync();
  const ended = await done;
  if (typeof ended !== 'number') throw new Error('the read did not fail');
  return (ended - started) / 1000;
}

const timedOut = () => new RequestTimeoutError('Unable to connect', 0);
const unavailable = () => new ApiError('The server is currently unavailable.', 503);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a back-office read that fails', () => {
  it('shows its error after one time-out, without waiting for another', async () => {
    const read = failingRead([{ error: timedOut(), ms: REQUEST_TIMEOUT_MS }]);
    expect(await secondsUntilError(['admin', 'orders'], read)).toBe(10);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('tries once more a second after a quick failure, and is told within 12 s at worst', async () => {
    const quick = failingRead([{ error: unavailable(), ms: 200 }]);
    expect(await secondsUntilError(['admin', 'orders'], quick)).toBe(1.4);
    expect(quick).toHaveBeenCalledTimes(2);

    const worst = failingRead([
      { error: new ApiError('Unable to connect', 0), ms: 500 },
      { error: timedOut(), ms: REQUEST_TIMEOUT_MS },
    ]);
    expect(await secondsUntilError(['admin', 'dashboard', 'overview'], worst)).toBeLessThan(12);
    expect(worst).toHaveBeenCalledTimes(2);
  });

  it('is not tried again after a slow failure (a 502 after 9 s), so it is told within 12 s', async () => {
    const read = failingRead([
      { error: new ApiError('Bad gateway', 502), ms: 9_000 },
      { error: timedOut(), ms: REQUEST_TIMEOUT_MS },
    ]);
    expect(await secondsUntilError(['admin', 'orders'], read)).toBe(9);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is not tried again when the server refused it (4xx)', async () => {
    const read = failingRead([{ error: new ApiError('Not found', 404), ms: 100 }]);
    expect(await secondsUntilError(['admin', 'meals'], read)).toBe(0.1);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('a shop read that fails quickly', () => {
  it('is still tried three times, as a flaky phone connection may pass', async () => {
    const read = failingRead([{ error: unavailable(), ms: 0 }]);
    await secondsUntilError(['meals'], read);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
