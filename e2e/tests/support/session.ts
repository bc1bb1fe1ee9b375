import { expect, type Page } from '@playwright/test';

/** The seeded demo customer (packages/db/src/seed/customers.ts). */
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer@123' };

export interface Session {
  token: string;
  customer: { id: string; firstName: string; email: string };
}

/**
 * Signs in through the API and hands the session to the page as the shop keeps a remembered
 * one (localStorage `token` and `user`), from the page's first load on. Only the first load of
 * the tab writes it, so a test may still log out.
 */
export async function signIn(page: Page, who = DEMO_CUSTOMER): Promise<Session> {
  const response = await page.request.post('/api/customers/login', {
    data: { ...who, rememberMe: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as Session;
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e-session-given')) return;
    sessionStorage.setItem('e2e-session-given', '1');
    localStorage.setItem('token', saved.token);
    localStorage.setItem('user', JSON.stringify(saved.customer));
  }, session);
  return session;
}
