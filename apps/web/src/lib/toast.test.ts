import { afterEach, expect, it, vi } from 'vitest';

// Stands in for the network (the toast chunk's download): the first fetch fails, the next works.
const chunk = vi.hoisted(() => ({ fetches: 0, shown: [] as string[] }));
vi.mock('sonner', () => {
  chunk.fetches += 1;
  if (chunk.fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { toast: { success: (message: string) => chunk.shown.push(message) } };
});

afterEach(() => vi.restoreAllMocks());

it('loses a toast whose code cannot be fetched, not the page, and fetches it again for the next', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { toast } = await import('./toast.ts');

  toast.success('Aloo Sadeko added to cart successfully');
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(chunk.shown).toEqual([]);

  toast.success('Chilli Momo added to cart successfully');
  await vi.waitFor(() => expect(chunk.shown).toEqual(['Chilli Momo added to cart successfully']));
  expect(chunk.fetches).toBe(2);
});
