import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { TwoFactorDialog } from './two-factor-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CODES = Array.from({ length: 10 }, (_, n) => `ABCDE-${String(n).padStart(5, '0')}`);

beforeAll(() => loadAdminNamespaces('admin'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-factor sign-in in the account menu', () => {
  it('sets up with the QR code, turns on with a code and keeps showing the recovery codes', async () => {
    let enabled = false;
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') return json(200, { enabled, recoveryCodesLeft: 10 });
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        if (url.endsWith('/setup')) {
          return json(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          });
        }
        enabled = true;
        return json(200, { message: 'Two-factor sign-in is on.', recoveryCodes: CODES });
      }),
    );
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TwoFactorDialog onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Set up/ }));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: ' 123456 ' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Owner@2082' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(CODES[9] ?? '')).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ code: '123456', password: 'Owner@2082' });
    // The status is read again (now on): the codes stay until the owner says they are saved.
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onClose).toHaveBeenCalled();
  });
});
