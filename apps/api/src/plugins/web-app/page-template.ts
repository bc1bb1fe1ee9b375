import { PAGE_STATE_ELEMENT_ID } from '@shop/shared';
import type { RenderedPage } from './page-renderer.ts';

const HTML_TAG = /<html lang="[a-z-]+">/;
const ROOT = '<div id="root"></div>';

/** The built index.html with a rendered page in its root and the page's data beside it. */
export function withRenderedPage(template: string, page: RenderedPage): string {
  if (!HTML_TAG.test(template) || !template.includes(ROOT)) {
    throw new Error('index.html has no <html lang> or no empty <div id="root">');
  }
  const root =
    `<div id="root" data-language="${page.language}">${page.html}</div>` +
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`;
  return template
    .replace(HTML_TAG, () => `<html lang="${page.language}">`)
    .replace(ROOT, () => root);
}
