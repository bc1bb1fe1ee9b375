import { describe, expect, it } from 'vitest';
import { loadAdminNamespaces } from './admin-namespaces.ts';
import { i18n } from './instance.ts';

describe('the back office texts', () => {
  it('are English whichever language the shop is shown in', async () => {
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(false);
    await loadAdminNamespaces('admin', 'admin-orders');
    for (const language of ['en', 'ne'] as const) {
      const t = i18n.getFixedT(language, 'admin');
      expect(t('login.submit')).toBe('Access Admin Dashboard');
      expect(i18n.hasResourceBundle(language, 'admin-orders')).toBe(true);
    }
  });
});
