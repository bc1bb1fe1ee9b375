import type { Page } from '@playwright/test';

const SERVER_RENDERED =
  /<div id="root"[^>]*>[\s\S]*?<\/div><script type="application\/json" id="page-state">[\s\S]*?<\/script>/;

const isPagePath = (url: URL) =>
  !/^\/(api|uploads|assets)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname);

/**
 * Pages arrive as the server sends them when it could not render them (and as the offline
 * shell is): empty, for the browser to render, asking the API for their data itself. For tests
 * of what a visitor sees when those calls fail, which a server-rendered page never makes.
 */
export async function renderPagesInBrowser(page: Page): Promise<void> {
  await page.route(isPagePath, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(SERVER_RENDERED, '<div id="root"></div>');
    await route.fulfill({ response, body });
  });
}
