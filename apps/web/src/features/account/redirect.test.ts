import { describe, expect, it } from 'vitest';
import { redirectFrom, safeRedirect, withRedirect } from './redirect.ts';

describe('the remembered origin', () => {
  it('travels in the query string of a sign-in page', () => {
    expect(withRedirect('/login', '/checkout')).toBe('/login?redirect=%2Fcheckout');
    expect(withRedirect('/login', '/orders/12?tab=timeline')).toBe(
      '/login?redirect=%2Forders%2F12%3Ftab%3Dtimeline',
    );
    expect(redirectFrom('?redirect=%2Forders%2F12%3Ftab%3Dtimeline')).toBe(
      '/orders/12?tab=timeline',
    );
    expect(redirectFrom('')).toBeNull();
  });

  it('is only ever a path of this shop', () => {
    for (const foreign of [
      'https://evil.example/login',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/cart\u0000',
      'cart',
      '',
    ]) {
      expect(safeRedirect(foreign)).toBeNull();
    }
    expect(safeRedirect('/cart')).toBe('/cart');
  });

  it('never returns to a sign-in page', () => {
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect('/Register?x=1')).toBeNull();
    expect(safeRedirect('/reset-password/abc')).toBeNull();
    expect(withRedirect('/login', '/login?redirect=%2Fcart')).toBe('/login');
    expect(withRedirect('/login', null)).toBe('/login');
  });
});
