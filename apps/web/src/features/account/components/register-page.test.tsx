import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { renderPage } from '../test/render-page.tsx';
import { ASHA, json, TOKEN } from '../test/session-fixtures.ts';
import { RegisterPage } from './register-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

function fillValid() {
  type('First name', 'Asha');
  type('Last name', 'Gurung');
  type('Email address', 'asha@example.com');
  type('Phone number', '+977 980-1234567');
  type('Date of birth', '1995-04-12');
  type('Street address', 'Thamel Marg 12');
  type('City', 'Kathmandu');
  type('State / Province', 'Bagmati');
  type('ZIP code', '44600');
  type('Password', 'Secret123');
  type('Confirm password', 'Secret123');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clear();
  toast.success.mockReset();
  toast.error.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the register page', () => {
  it('starts with Nepal as the only country and the newsletter opt-in on', async () => {
    await renderPage(<RegisterPage />, '/register');
    const country = field('Country') as unknown as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.text])).toEqual([
      ['NP', 'Nepal'],
    ]);
    expect(
      (screen.getByRole('checkbox', { name: /newsletter|deals/i }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('20% off your first order')).toBeTruthy();
    expect(screen.getByText('Free delivery above NRS 30')).toBeTruthy();
  });

  it("refuses without the terms, unmatched passwords or a weak one, in the spec's words", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderPage(<RegisterPage />, '/register');
    fillValid();
    type('Password', 'secret123');
    type('Confirm password', 'secret12');
    submit();
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Password must contain uppercase, lowercase, and number')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Please fix the errors in the form');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, signs in for this browser session, welcomes and goes home', async () => {
    const fetchMock = vi.fn(async () => json({ token: TOKEN, customer: ASHA }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await renderPage(<RegisterPage />, '/register');
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    submit();

    expect(await screen.findByText('at /')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(
      'Welcome to Burger House! Your account has been created.',
    );
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Gurung',
      email: 'asha@example.com',
      phone: '+977 980-1234567',
      date_of_birth: '1995-04-12',
      address: 'Thamel Marg 12',
      city: 'Kathmandu',
      state: 'Bagmati',
      zip_code: '44600',
      country: 'NP',
      password: 'Secret123',
      subscribe_newsletter: true,
    });
  });

  it("returns to the origin after signing up, and shows the server's refusal", async () => {
    let first = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!first) return json({ token: TOKEN, customer: ASHA }, 201);
        first = false;
        return json(
          { error: 'CONFLICT', message: 'An account with this email already exists' },
          409,
        );
      }),
    );
    await renderPage(<RegisterPage />, '/register?redirect=%2Fcart');
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    submit();
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    submit();
    expect(await screen.findByText('at /cart')).toBeTruthy();
  });
});
