import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactSecrets } from '../../lib/logging.ts';
import { withPageHead } from '../../services/seo/page-head.ts';
import { isListedPage, pageKeyOf, shopPageHead } from '../../services/seo/shop-page-head.ts';
import { pageFormPostsPlugin } from './form-posts.ts';
import { orderingStatusForPage, orderingStatusKey } from './ordering-status-seed.ts';
import {
  loadShopRenderer,
  type PageData,
  type RedirectedPage,
  type RenderedPage,
  type ShopRenderer,
} from './page-renderer.ts';
import { withRenderedPage } from './page-template.ts';

/** Files under assets/ carry a hash of their content in their name: they never change. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) may change on a deploy: revalidated on every use. */
const REVALIDATED_CACHE = 'no-cache';

function isHashedAsset(filePath: string, distDir: string): boolean {
  return path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
}

/**
 * A path the web app may show: not the API's, an upload's or a built file's. A file that is not
 * there (an old build's script, say) is a 404, never the page: a browser or service worker
 * would otherwise keep HTML under a script's name.
 */
function isPagePath(pathname: string): boolean {
  if (/^\/(api|uploads|assets)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * Left to the browser: the back office, the staff's check-in kiosk and the kitchen display (a
 * staff session), but for the admin login, which anyone may open.
 */
const BROWSER_ONLY_PATH = /^\/(customer-register|kitchen|admin(?!\/login\/?(\?|$)))(\/|\?|$)/i;
/** A render that takes longer is abandoned: the page goes out empty, for the browser. */
const RENDER_TIME_LIMIT_MS = 5_000;

/**
 * A page that is sent but not kept: a meal's address that names no meal on the menu (404), or
 * a page rendered without all its data (200).
 */
class UnkeptPage extends Error {
  constructor(
    readonly html: string,
    readonly status: 200 | 404,
  ) {
    super('a page not to keep');
  }
}

/** An address the web app sends elsewhere (a reset link without its token, a made-up path). */
class RedirectToPage extends Error {
  constructor(readonly location: string) {
    super('a page elsewhere');
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, and for every other GET that is
 * not an API or upload path, the page rendered on the server in the visitor's language, with
 * its data for hydration (page-renderer.ts) and its head (title, description, canonical address,
 * preview cards, structured data: services/seo). A listed page or a meal's, at its own
 * address, comes from the page cache (per language), cleared by the back office's changes; any
 * other address (a query string, an order's shell, a reset link, a made-up path) is rendered
 * for its request and never kept, nor is a page rendered without all its data. The build
 * writes .br and .gz copies of the text files; the one the browser accepts is sent as it is.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The static plugin's own cache-control (max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = isHashedAsset(filePath, opts.distDir);
        res.setHeader('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATED_CACHE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
  }
  if (hasBuild) await app.register(pageFormPostsPlugin, { isPagePath });

  // The renderer (React and the whole shop, a quarter of a second to load) is loaded once the app
  // is ready, not before: a restarting server answers its health checks without waiting for it,
  // and a page asked for meanwhile waits for it.
  let rendererLoading: Promise<ShopRenderer | null> | undefined;
  const loadRenderer = () => {
    rendererLoading ??= hasBuild
      ? loadShopRenderer(app, opts.distDir).then((renderer) => {
          if (!renderer) app.log.warn('web app has no server build: pages render in browsers');
          return renderer;
        })
      : Promise.resolve(null);
    return rendererLoading;
  };
  app.addHook('onReady', async () => {
    void loadRenderer();
  });

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, app.publicUrl);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || !hasBuild || !isPagePath(pathname)) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
    }
    return sendShopPage(request, reply, pathname);
  });

  /** The render, or undefined (logged) when it fails or takes too long. */
  async function rendered(
    url: string,
    language: string,
    data: PageData,
  ): Promise<RenderedPage | RedirectedPage | undefined> {
    const renderer = await loadRenderer();
    if (!renderer || BROWSER_ONLY_PATH.test(url)) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('rendering took too long')), RENDER_TIME_LIMIT_MS);
    });
    try {
      return await Promise.race([renderer.render(url, language, data), tooLong]);
    } catch (error) {
      app.log.error({ err: error, url: redactSecrets(url) }, 'server rendering failed');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function pageHtml(
    url: string,
    key: string,
    language: string,
    data: PageData,
  ): Promise<string> {
    const renderer = await loadRenderer();
    const [{ head, status }, page] = await Promise.all([
      shopPageHead(app.db, app.publicUrl, key),
      rendered(url, language, data),
    ]);
    if (page && 'redirect' in page) throw new RedirectToPage(page.redirect);
    const html = withPageHead(page ? withRenderedPage(template, page) : template, head);
    if (status === 404) throw new UnkeptPage(html, 404);
    // Without a renderer pages are the template: always complete.
    if (renderer && !page?.complete && !BROWSER_ONLY_PATH.test(url)) {
      throw new UnkeptPage(html, 200);
    }
    return html;
  }

  async function sendShopPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const key = pageKeyOf(pathname);
    const language = (await loadRenderer())?.languageOf(request.headers.cookie) ?? 'en';
    // Every shop page shows the ordering status: read once here, and part of the kept page's key.
    const orderingStatus = await orderingStatusForPage(app.db, new Date());
    const load = () => pageHtml(request.url, key, language, { orderingStatus });
    // A listed page at its own address: kept per language. Any other address (a query string,
    // a trailing slash, an order, a reset link) is rendered for its request and never kept.
    const keep = isListedPage(key) && request.url === key;
    try {
      if (keep) {
        await reply.sendPage(`${language} ${key} ${orderingStatusKey(orderingStatus)}`, load);
      } else {
        const html = await load();
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        return reply.header('vary', 'cookie').send(html);
      }
    } catch (error) {
      if (error instanceof RedirectToPage) return reply.redirect(error.location, 302);
      if (!(error instanceof UnkeptPage)) throw error;
      reply
        .status(error.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      return reply.send(error.html);
    }
  }
});
