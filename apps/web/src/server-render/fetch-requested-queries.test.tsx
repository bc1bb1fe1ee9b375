import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fetchRequestedQueries } from './fetch-requested-queries.ts';

function Meal({ id, enabled = true }: { id: number; enabled?: boolean }) {
  const meal = useQuery({
    queryKey: ['meal', id],
    queryFn: async () => `meal ${id}`,
    enabled,
  });
  return <p>{meal.data ?? 'loading'}</p>;
}

/** A second query that is asked for only once the first one has its answer. */
function MealWithSide() {
  const main = useQuery({ queryKey: ['meal', 1], queryFn: async () => 'meal 1' });
  return (
    <>
      <p>{main.data ?? 'loading'}</p>
      {main.data && <Meal id={2} />}
    </>
  );
}

const render = (client: QueryClient, element: React.ReactNode) =>
  renderToString(<QueryClientProvider client={client}>{element}</QueryClientProvider>);

describe('fetchRequestedQueries', () => {
  it('runs what a render asked for, so the next render shows it', async () => {
    const client = new QueryClient();
    expect(render(client, <Meal id={7} />)).toBe('<p>loading</p>');
    expect(await fetchRequestedQueries(client)).toBe(true);
    expect(render(client, <Meal id={7} />)).toBe('<p>meal 7</p>');
    expect(await fetchRequestedQueries(client)).toBe(false);
  });

  it('reaches a query that depends on another in a second round', async () => {
    const client = new QueryClient();
    render(client, <MealWithSide />);
    await fetchRequestedQueries(client);
    expect(render(client, <MealWithSide />)).toBe('<p>meal 1</p><p>loading</p>');
    expect(await fetchRequestedQueries(client)).toBe(true);
    expect(render(client, <MealWithSide />)).toBe('<p>meal 1</p><p>meal 2</p>');
  });

  it('leaves a disabled query alone', async () => {
    const client = new QueryClient();
    render(client, <Meal id={3} enabled={false} />);
    expect(await fetchRequestedQueries(client)).toBe(false);
    expect(client.getQueryData(['meal', 3])).toBeUndefined();
  });

  it('leaves a failed query to the browser and goes on', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.getQueryCache().build(client, {
      queryKey: ['broken'],
      queryFn: async () => {
        throw new Error('down');
      },
    });
    expect(await fetchRequestedQueries(client)).toBe(true);
    expect(client.getQueryState(['broken'])?.status).toBe('error');
  });
});
