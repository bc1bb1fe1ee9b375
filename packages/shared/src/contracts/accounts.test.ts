import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as m } from '../messages/accounts.ts';
import {
  loginRequestSchema,
  passwordProblem,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from './accounts.ts';

const registration = {
  first_name: 'Sita',
  last_name: 'Maharjan',
  email: 'Sita@Example.com',
  phone: '+977 984-1234567',
  date_of_birth: '1994-07-15',
  address: 'Jhamsikhel',
  city: 'Lalitpur',
  state: 'Bagmati',
  zip_code: '44700',
  country: 'NP',
  password: 'Momo2024!',
  subscribe_newsletter: true,
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the register form', () => {
  const form = { ...registration, confirm_password: 'Momo2024!', agree_terms: true };

  it('passes a complete form and hands over the request the server takes', () => {
    const parsed = registerFormSchema.parse(form);
    expect(parsed.email).toBe('sita@example.com');
    expect(registerRequestSchema.parse(parsed)).not.toHaveProperty('confirm_password');
  });

  it('asks for the confirmation, the terms, and a matching password', () => {
    expect(
      messages(registerFormSchema.safeParse({ ...form, confirm_password: '', agree_terms: false })),
    ).toEqual({
      confirm_password: 'Please confirm your password',
      agree_terms: 'You must agree to the terms and conditions',
    });
    expect(
      messages(registerFormSchema.safeParse({ ...form, confirm_password: 'Momo2024?' })),
    ).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });

  it('compares the passwords even while another field is wrong', () => {
    const result = registerFormSchema.safeParse({ ...form, city: '', confirm_password: 'other' });
    expect(messages(result)).toEqual({
      city: 'City is required',
      confirm_password: 'Passwords do not match',
    });
  });

  it('leaves the newsletter off when a request does not say', () => {
    const { subscribe_newsletter: _, ...rest } = registration;
    expect(registerRequestSchema.parse(rest).subscribe_newsletter).toBe(false);
  });
});

describe('the reset form', () => {
  it('takes the registration rules and a matching confirmation', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'Momo2024!', confirm_password: 'Momo2024!' })
        .success,
    ).toBe(true);
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ password: 'momo2024', confirm_password: 'momo2024' }),
      ),
    ).toEqual({
      password: m.passwordWeak,
    });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ password: 'Momo2024!', confirm_password: 'Momo2025!' }),
      ),
    ).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });
});

describe('the login form', () => {
  it('says the spec’s two messages', () => {
    expect(messages(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(loginRequestSchema.parse({ email: 'A@B.np', password: 'secret' })).toEqual({
      email: 'a@b.np',
      password: 'secret',
      rememberMe: false,
    });
  });
});

describe('passwordProblem', () => {
  it('names the first rule a password breaks, or null', () => {
    expect(passwordProblem('Kitchen2025')).toBeNull();
    expect(passwordProblem('')).toBe('Password is required');
    expect(passwordProblem('Kit1')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('kitchen2025')).toBe(
      'Password must contain uppercase, lowercase, and number',
    );
  });
});
