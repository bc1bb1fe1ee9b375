import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries.ts';

/** A server whose answers the test releases one by one, each with the value at read time. */
function slowServer() {
  let value = 'before';
  const pending: Array<() => void> = [];
  return {
    change: (next: string) => {
      value = next;
    },
    read: () => {
      const readValue = value;
      return new Promise<string>((resolve) => pending.push(() => resolve(readValue)));
    },
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

describe('refreshQueries', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('reads again a query whose first read began before the change', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(client, {
      queryKey: ['meals', 'list'],
      queryFn: server.read,
    });
    const unsubscribe = observer.subscribe(() => {});
    server.change('after');

    const refreshed = refreshQueries(client, [{ queryKey: ['meals'] }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await refreshed;

    expect(client.getQueryData(['meals', 'list'])).toBe('after');
    unsubscribe();
  });

  it('leaves queries outside the filters alone', async () => {
    client = new QueryClient();
    client.setQueryData(['orders'], 'kept');
    await refreshQueries(client, [{ queryKey: ['meals'] }]);
    expect(client.getQueryState(['orders'])?.isInvalidated).toBe(false);
  });
});
