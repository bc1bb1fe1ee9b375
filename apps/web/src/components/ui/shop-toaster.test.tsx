import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { ShopToaster } from './shop-toaster.tsx';

afterEach(cleanup);

it('renders nothing until the first toast, then shows that toast and the ones after it', async () => {
  const { container } = render(<ShopToaster />);
  expect(container.innerHTML).toBe('');
  expect(screen.queryByRole('region')).toBeNull();

  // Asked for before sonner's code has arrived: shown once it has, not lost.
  toast.success('Aloo Sadeko added to cart successfully');
  // The first import of sonner's module is slow under the test runner's transform.
  const loaded = { timeout: 10_000 };
  expect(
    await screen.findByText('Aloo Sadeko added to cart successfully', {}, loaded),
  ).toBeTruthy();

  toast.error('Could not copy the code');
  expect(await screen.findByText('Could not copy the code')).toBeTruthy();
  expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
});
