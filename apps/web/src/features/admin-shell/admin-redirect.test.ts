import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, adminLoginFor, adminReturnPath } from './admin-redirect.ts';

describe('the login’s way back', () => {
  it('returns to the back-office page that needed the sign-in, with its query', () => {
    expect(adminReturnPath('/admin/orders?status=pending')).toBe('/admin/orders?status=pending');
    const login = new URL(adminLoginFor('/admin/activity#latest'), 'http://localhost');
    expect(adminReturnPath(login.searchParams.get('redirect'))).toBe('/admin/activity#latest');
  });

  it.each([
    null,
    '',
    '/',
    '/profile',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/administrator',
    '/admin/login',
    'javascript:alert(1)',
  ])('goes to the dashboard instead of %s', (redirect) => {
    expect(adminReturnPath(redirect)).toBe(ADMIN_HOME);
  });

  it('names the page to return to in the login URL, except the dashboard itself', () => {
    expect(adminLoginFor('/admin/orders?page=2')).toBe(
      '/admin/login?redirect=%2Fadmin%2Forders%3Fpage%3D2',
    );
    expect(adminLoginFor(ADMIN_HOME)).toBe('/admin/login');
    expect(adminLoginFor('/admin')).toBe('/admin/login');
  });
});

describe('where a role lands after signing in', () => {
  it('sends the kitchen to its display and the counter to the check-in kiosk, unless asked', () => {
    expect(adminReturnPath(null, 'kitchen')).toBe('/kitchen');
    expect(adminReturnPath(null, 'counter')).toBe('/customer-register');
    expect(adminReturnPath(null, 'manager')).toBe(ADMIN_HOME);
    expect(adminReturnPath('/admin/orders', 'counter')).toBe('/admin/orders');
    expect(adminReturnPath('https://evil.example/admin', 'kitchen')).toBe('/kitchen');
  });
});
