import { describe, expect, it } from 'vitest';
import { showsPublicChrome } from './shop-layout.tsx';

describe('showsPublicChrome', () => {
  it('shows the public header, footer and widgets on shop pages', () => {
    for (const path of ['/', '/meals', '/contact', '/feedback', '/administrators', '/cart']) {
      expect(showsPublicChrome(path)).toBe(true);
    }
  });

  it('hides them in the back office and on the check-in kiosk', () => {
    for (const path of ['/admin', '/admin/orders', '/customer-register', '/Customer-Register/']) {
      expect(showsPublicChrome(path)).toBe(false);
    }
  });
});
