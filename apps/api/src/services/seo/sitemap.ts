import { categories, type DbOrTx, meals } from '@shop/db';
import { asc, eq } from '@shop/db/orm';
import { SITE_PAGES } from '@shop/shared';
import { isOnPublicMenu } from '../menu/meal-view.ts';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface SitemapEntry {
  loc: string;
  lastModified?: Date;
  changeFrequency?: string;
  priority?: number;
}

function urlElement(entry: SitemapEntry): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(entry.loc)}</loc>`,
    entry.lastModified ? `    <lastmod>${entry.lastModified.toISOString()}</lastmod>` : '',
    entry.changeFrequency ? `    <changefreq>${entry.changeFrequency}</changefreq>` : '',
    entry.priority === undefined ? '' : `    <priority>${entry.priority.toFixed(1)}</priority>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** sitemap.xml: the listed public pages (site-pages.ts) and every meal on the menu, one read. */
export async function buildSitemap(db: DbOrTx, origin: string): Promise<string> {
  const onMenu = await db
    .select({ id: meals.id, updatedAt: meals.updatedAt })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(isOnPublicMenu)
    .orderBy(asc(meals.id));
  const entries: SitemapEntry[] = [
    ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => ({
      loc: `${origin}${page.path}`,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...onMenu.map((meal) => ({
      loc: `${origin}/meals/${meal.id}`,
      lastModified: meal.updatedAt,
      changeFrequency: 'weekly',
      priority: 0.7,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}
