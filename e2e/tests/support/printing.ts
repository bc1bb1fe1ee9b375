import type { Browser, Page } from '@playwright/test';

/*
 * Printed tickets and receipts (docs/product-rules.md#printed-tickets-and-receipts): the pages the
 * back office and the kitchen hand to a print frame, printed to PDF as Chromium prints them.
 */

/**
 * Keeps every page handed to a print frame (the frame goes once printed): answers a reader of
 * the pages kept so far.
 */
export async function keepPrintedPages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const printed: string[] = [];
    Object.assign(window, { printed });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLIFrameElement && 'printFrame' in node.dataset) {
            printed.push(node.srcdoc);
          }
        }
      }
    }).observe(document.body, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { printed: string[] }).printed);
}

/** 80 mm in PDF points (1 pt = 1/72 in). */
export const MM80_IN_POINTS = (80 / 25.4) * 72;

/** The page printed to PDF as Chromium prints it: its width in points and its text. */
export async function printToPdf(browser: Browser, html: string) {
  const context = await browser.newContext({ viewport: { width: 302, height: 800 } });
  const page = await context.newPage();
  await page.setContent(html);
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  await context.close();
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(pdf);
  if (!box) throw new Error('the PDF has no page size');
  return { width: Number(box[3]) - Number(box[1]), text };
}
