import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { json } from '../test/session-fixtures.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const RESET_TOKEN = 'dGhpc19pc19hX3Jlc2V0X3Rva2VuXzAxMjM0NTY3';
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Answers each call with the next response. */
function answers(...responses: Array<() => Response>) {
  const fetchMock = vi.fn(async () => (responses.shift() ?? (() => json({})))());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const sent = { success: true, message: 'If an account exists for this email, we have sent…' };

describe('forgot password', () => {
  it("asks for an email, then says 'Check Your Email' with Resend Email and Back to Login", async () => {
    const fetchMock = answers(
      () => json(sent),
      () =>
        json(
          {
            error: 'RATE_LIMITED',
            message: 'Too many requests. Please wait a moment and try again.',
          },
          429,
        ),
      () => json(sent),
    );
    await renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type('Email address', 'Asha@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('The link expires in 1 hour.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Too many requests. Please wait a moment and try again.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('We have sent the email again.'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const body = (call: number) =>
      JSON.parse(String(((fetchMock.mock.calls[call] as unknown[])[1] as RequestInit).body));
    expect(body(2)).toEqual({ email: 'asha@example.com' });
  });

  it("says 'Failed to send reset email' when the server refuses without words", async () => {
    answers(() => new Response(null, { status: 400 }));
    await renderPage(<ForgotPasswordPage />, '/forgot-password');
    type('Email address', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeTruthy();
  });

  it("says 'Failed to resend email' when a resend fails without words", async () => {
    answers(
      () => json(sent),
      () => new Response(null, { status: 503 }),
    );
    await renderPage(<ForgotPasswordPage />, '/forgot-password');
    type('Email address', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Email' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to resend email. Please try again.'),
    );
  });
});

describe('reset password', () => {
  const resetAt = (token = RESET_TOKEN) =>
    renderPage(<ResetPasswordPage />, `/reset-password/${token}`, '/reset-password/:token');

  it('sets the new password and offers Go to Login', async () => {
    const fetchMock = answers(() =>
      json({
        success: true,
        message: 'Your password has been reset. You can now log in with your new password.',
      }),
    );
    await resetAt();
    type('New password', 'Newpass123');
    type('Confirm new password', 'Newpass124');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    type('Confirm new password', 'Newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/customers/reset-password/${RESET_TOKEN}`,
      expect.objectContaining({ body: JSON.stringify({ password: 'Newpass123' }) }),
    );
  });

  it('says a used or expired link is invalid and offers a new one', async () => {
    answers(() =>
      json(
        {
          error: 'VALIDATION_FAILED',
          message: 'This reset link is invalid or has expired. Please request a new one.',
        },
        400,
      ),
    );
    await resetAt();
    type('New password', 'Newpass123');
    type('Confirm new password', 'Newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('refuses a link that cannot be one without asking the server', async () => {
    const fetchMock = answers();
    await resetAt('not-a-token');
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
