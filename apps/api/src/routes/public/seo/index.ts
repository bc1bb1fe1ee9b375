import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildSitemap } from '../../../services/seo/sitemap.ts';

/** The sitemap's key in the page cache (page keys are paths, which start with a slash). */
const SITEMAP_KEY = 'sitemap';

/**
 * What crawlers ask for first. robots.txt keeps them out of the API and a customer's own pages
 * and names the sitemap; sitemap.xml lists the public pages and every meal's page, cached with
 * the shop's pages and cleared with the menu.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app;
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /orders/',
    'Disallow: /reset-password/',
    'Disallow: /customer-register',
    'Disallow: /kitchen',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get(
    '/robots.txt',
    { schema: { tags: ['system'], summary: 'Rules for crawlers', hide: true } },
    (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );

  app.get(
    '/sitemap.xml',
    {
      compress: false,
      schema: {
        tags: ['system'],
        summary: 'The public pages and every meal, for crawlers',
        hide: true,
      },
    },
    (_request, reply) =>
      reply.sendPage(
        SITEMAP_KEY,
        () => buildSitemap(app.db, publicUrl),
        'application/xml; charset=utf-8',
      ),
  );
};
