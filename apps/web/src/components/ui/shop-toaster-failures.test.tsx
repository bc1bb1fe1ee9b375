import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/*
 * Stands in for the network: each test says which toast chunks fail the first time they are
 * asked for (offline before the worker is installed, or an old page after a deploy). The next
 * request for a chunk works, as in a browser that fetches a failed module again. Modules are
 * loaded afresh for each test, so each starts before any chunk was asked for.
 */
const chunks = {
  failFirst: new Set<'sonner' | 'toaster'>(),
  fetches: { sonner: 0, toaster: 0 },
};
async function fetchChunk<T>(name: 'sonner' | 'toaster', load: () => Promise<T>): Promise<T> {
  chunks.fetches[name] += 1;
  if (chunks.failFirst.has(name) && chunks.fetches[name] === 1) {
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return load();
}

beforeEach(() => {
  vi.resetModules();
  chunks.fetches = { sonner: 0, toaster: 0 };
  vi.doMock('sonner', (importOriginal) => fetchChunk('sonner', importOriginal));
  vi.doMock('./sonner-toaster.tsx', (importOriginal) => fetchChunk('toaster', importOriginal));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page with its toaster; the first toast is asked for and lost. Returns `toast`. */
async function loseFirstToast() {
  const { toast } = await import('@/lib/toast.ts');
  const { ShopToaster } = await import('./shop-toaster.tsx');
  render(
    <main>
      <h1>Menu</h1>
      <ShopToaster />
    </main>,
  );
  toast.success('Aloo Sadeko added to cart successfully');
  await vi.waitFor(() => expect(chunks.fetches.toaster).toBe(1));
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
  expect(screen.queryByText('Aloo Sadeko added to cart successfully')).toBeNull();
  return toast;
}

async function expectShown(message: string) {
  expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
}

it('keeps the page when the toast code cannot be fetched, and shows the next toast once it can', async () => {
  chunks.failFirst = new Set(['sonner', 'toaster']);
  const toast = await loseFirstToast();
  await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));

  toast.success('Chilli Momo added to cart successfully');
  await expectShown('Chilli Momo added to cart successfully');
});

it('mounts a new toaster for the next toast when only the toaster’s code could not be fetched', async () => {
  chunks.failFirst = new Set(['toaster']);
  const toast = await loseFirstToast();

  toast.success('Chilli Momo added to cart successfully');
  await expectShown('Chilli Momo added to cart successfully');
  expect(chunks.fetches.toaster).toBe(2);
});
