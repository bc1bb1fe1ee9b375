/*
 * The <head> part that differs from page to page: title, description, canonical address, the
 * Open Graph and Twitter cards a chat app turns into a preview, and JSON-LD. The web app's
 * index.html marks where it goes (`<!-- page-head -->` … `<!-- /page-head -->`).
 */

import { scriptJson } from '@shop/shared';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute: the page's one address (a meal shared as /menu/3 is still /meals/3). */
  url: string;
  /**
   * True: `url` is the page's canonical address. False: the page is kept out of search results
   * (a signed-in page, a reset link), and `url` is the shop's.
   */
  indexable: boolean;
  /** Absolute address of the picture a preview shows. */
  imageUrl: string;
  imageAlt: string;
  /** 'website' for the shop's pages, 'product' for a meal. */
  type: 'website' | 'product';
  structuredData: readonly object[];
}

const HEAD_MARKER = /<!-- page-head[\s\S]*?<!-- \/page-head -->/;

export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.indexable
      ? `<link rel="canonical" href="${escapeHtml(head.url)}" />`
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', 'Burger House'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:locale:alternate', 'ne_NP'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
}

/** The template with its marked head part replaced; an unmarked template is a build defect. */
export function withPageHead(template: string, head: PageHead): string {
  if (!HEAD_MARKER.test(template)) throw new Error('index.html has no <!-- page-head --> block');
  const block = `<!-- page-head -->\n    ${renderPageHead(head)}\n    <!-- /page-head -->`;
  return template.replace(HEAD_MARKER, () => block);
}
