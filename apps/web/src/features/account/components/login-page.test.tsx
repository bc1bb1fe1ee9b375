import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { renderPage } from '../test/render-page.tsx';
import { ASHA, json, TOKEN } from '../test/session-fixtures.ts';
import { LoginPage } from './login-page.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

function answer(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof answer>) =>
  JSON.parse(String(((fetchMock.mock.calls[0] as unknown[])[1] as RequestInit).body));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it("checks the fields with the spec's words before sending anything", async () => {
    const fetchMock = answer(() => json({}));
    await renderPage(<LoginPage />, '/login');
    type('Password', 'abc');
    submit();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with Remember me, keeps the session in localStorage and returns to the origin', async () => {
    const fetchMock = answer(() => json({ token: TOKEN, customer: ASHA }));
    await renderPage(<LoginPage />, '/login?redirect=%2Fcheckout');
    type('Email address', ' Asha@Example.com ');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByLabelText('Remember me'));
    submit();

    expect(await screen.findByText('at /checkout')).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({
      email: 'asha@example.com',
      password: 'Secret123',
      rememberMe: true,
    });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('without Remember me, keeps it for this browser session and goes to the profile', async () => {
    answer(() => json({ token: TOKEN, customer: ASHA }));
    await renderPage(<LoginPage />, '/login');
    type('Email address', 'asha@example.com');
    type('Password', 'Secret123');
    submit();
    expect(await screen.findByText('at /profile')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answer(() => json({ error: 'UNAUTHORIZED', message: 'Invalid email or password' }, 401));
    await renderPage(<LoginPage />, '/login');
    type('Email address', 'asha@example.com');
    type('Password', 'Wrong-pass1');
    submit();
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(field('Email address').value).toBe('asha@example.com');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("says 'Login failed' when the server fails without words", async () => {
    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await renderPage(<LoginPage />, '/login');
    type('Email address', 'asha@example.com');
    type('Password', 'Secret123');
    submit();
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('shows and hides the password, and links to sign-up and reset, keeping the origin', async () => {
    await renderPage(<LoginPage />, '/login?redirect=%2Fcart');
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');

    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('sends a customer who is already signed in on to where they were going', async () => {
    useSessionStore.getState().signIn({ token: TOKEN, customer: ASHA }, false);
    await renderPage(<LoginPage />, '/login?redirect=%2Fcart');
    expect(await screen.findByText('at /cart')).toBeTruthy();
  });
});
