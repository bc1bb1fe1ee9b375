import { expect, type Page } from '@playwright/test';

/** The demo admin of the embedded database (docs/product-rules.md#default-admin). */
export const DEMO_ADMIN = { email: 'admin@burgerhouse.com.np', password: 'Admin@123' };

export interface AdminSession {
  token: string;
  admin: { id: string; name: string; email: string };
}

/**
 * Signs in through the API and hands the staff session to the page as the back office keeps
 * it (localStorage `adminToken` and `adminUser`), from the tab's first load on. Only the first
 * load writes it, so a test may still sign out.
 */
export async function signInAsAdmin(page: Page, who = DEMO_ADMIN): Promise<AdminSession> {
  const response = await page.request.post('/api/admin/login', {
    data: { ...who, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as AdminSession;
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e-admin-session-given')) return;
    sessionStorage.setItem('e2e-admin-session-given', '1');
    localStorage.setItem('adminToken', saved.token);
    localStorage.setItem('adminUser', JSON.stringify(saved.admin));
  }, session);
  return session;
}
