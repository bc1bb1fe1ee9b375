import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '@/i18n/index.ts';
import { adminShell } from '@/i18n/locales/en/admin.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { StaffSignIn, type StaffSignInWords } from './staff-sign-in.tsx';

const admin = {
  id: 'a1',
  name: 'Counter Staff',
  email: 'staff@burgerhouse.com.np',
  role: 'counter' as const,
};
const token = 'tok_0123456789abcdefghij';

// The back office's words, as its login page passes them.
const BACK_OFFICE: StaffSignInWords = adminShell.login;

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof answer>) =>
  JSON.parse(String(((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit).body));

async function renderForm(element: ReactElement) {
  await loadPageNamespaces('admin-session');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/email/i), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: password },
  });
}

beforeEach(() => {
  localStorage.clear();
  useAdminSessionStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff sign-in on the kiosk', () => {
  it('speaks the kiosk’s words, offers no month-long session and shows a refusal under the fields', async () => {
    const fetchMock = answer(401, { error: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await renderForm(<StaffSignIn labelledBy="t" large />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fill('staff@burgerhouse.com.np', 'Wrong@123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText('Login Failed:')).toBeNull();
    expect(sentBody(fetchMock)).toMatchObject({ rememberMe: false });
    expect(useAdminSessionStore.getState().token).toBeNull();
  });
});

describe('the staff sign-in in the back office', () => {
  it('shows a refusal as an alert with its title', async () => {
    answer(401, { error: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await renderForm(<StaffSignIn labelledBy="t" words={BACK_OFFICE} offerRememberMe />);
    fill('admin@burgerhouse.com.np', 'Wrong@123');
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login Failed: Invalid email or password',
    );
  });

  it('sends Keep me signed in, and runs beforeSignIn before the session is kept', async () => {
    const fetchMock = answer(200, { token, admin });
    const tokenBefore: (string | null)[] = [];
    await renderForm(
      <StaffSignIn
        labelledBy="t"
        words={BACK_OFFICE}
        offerRememberMe
        beforeSignIn={() => tokenBefore.push(useAdminSessionStore.getState().token)}
      />,
    );
    fill('admin@burgerhouse.com.np', 'Admin@123');
    fireEvent.click(screen.getByLabelText(BACK_OFFICE.rememberMe));
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

    await vi.waitFor(() => expect(useAdminSessionStore.getState().token).toBe(token));
    expect(tokenBefore).toEqual([null]);
    expect(sentBody(fetchMock)).toEqual({
      email: 'admin@burgerhouse.com.np',
      password: 'Admin@123',
      rememberMe: true,
    });
  });
});

describe('the staff sign-in with two-factor sign-in on', () => {
  it('asks for the app’s code after the password, then keeps the session it opens', async () => {
    const challenge = 'ch_0123456789abcdefghijklmnop';
    const replies = [
      { status: 200, body: { twoFactor: { challenge, expiresAt: '2026-11-29T10:05:00.000Z' } } },
      {
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'That code is not right.' },
      },
      { status: 200, body: { token, admin: { ...admin, role: 'manager' } } },
    ];
    const fetchMock = vi.fn(async () => {
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderForm(<StaffSignIn labelledBy="t" words={BACK_OFFICE} offerRememberMe />);
    fill('manager@burgerhouse.com.np', 'Manager@2082');
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));

    const code = await screen.findByLabelText('Code');
    expect(useAdminSessionStore.getState().token).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(useAdminSessionStore.getState().token).toBeNull();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(useAdminSessionStore.getState().token).toBe(token));
    const [, , third] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(String(third?.[0])).toContain('/api/admin/login/two-factor');
    expect(JSON.parse(String(third?.[1].body))).toEqual({ challenge, code: '654321' });
  });
});
