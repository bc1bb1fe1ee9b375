import { describe, expect, it } from 'vitest';
import { showsPublicChrome } from './shop-layout.tsx';

describe('showsPublicChrome', () => {
  it('shows the public header, footer and widgets on shop pages', () => {
    for (const path of ['/', '/meals', '/contact', '/feedback', '/administrators', '/cart']) {
      expect(showsPublicChrome(path)).toBe(true);
    }
  });

  it('hides them in the back office, on the check-in kiosk and on the kitchen display', () => {
    for (const path of [
      '/admin',
      '/admin/orders',
      '/customer-register',
      '/Customer-Register/',
      '/kitchen',
    ]) {
      expect(showsPublicChrome(path)).toBe(false);
    }
  });
});
