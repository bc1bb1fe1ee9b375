import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '@/lib/query-client.ts';
import { defineSection } from './section.ts';
import { sectionKey, useSectionList, useSectionMutation } from './use-section.ts';

const things = defineSection({
  words: ['admin-things'],
  fresh: { staleTime: 5_000, refetchOnWindowFocus: true },
  from: [
    '/things',
    z.object({ page: z.number().default(1) }),
    z.object({ data: z.array(z.any()) }),
  ],
});

/** Renders `hook` with a query client of the app's, whose reads again are watched. */
function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  return { client, result, readAgain: () => invalidated.mock.calls.map(([filter]) => filter) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a change to a section’s records that fails', () => {
  const refused = () => Promise.reject(new Error('Someone else changed it meanwhile'));

  it('reads the section again with readAgainOnFailure: the record moved on', async () => {
    const { result, readAgain } = renderWithClient(() =>
      useSectionMutation(things, refused, { readAgainOnFailure: true }),
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    await waitFor(() => expect(readAgain()).toContainEqual({ queryKey: sectionKey(things) }));
  });

  it('leaves the section as it is otherwise', async () => {
    const { result, readAgain } = renderWithClient(() => useSectionMutation(things, refused));
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(readAgain()).toEqual([]);
  });
});

describe('a section’s list', () => {
  it('stays fresh as long as its definition says, and is read again on return', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { client } = renderWithClient(() => useSectionList(things));
    const list = client
      .getQueryCache()
      .find({ queryKey: [...sectionKey(things), 'list'], exact: false });
    expect(list?.options).toMatchObject({ staleTime: 5_000, refetchOnWindowFocus: true });
  });
});
