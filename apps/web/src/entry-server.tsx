/**
 * The server's side of the web app (built with `vite build --ssr`, loaded by the API's web-app
 * plugin): renders a shop page to HTML with the data its components ask for, so a visitor sees
 * the menu before any script runs; the browser then hydrates it (main.tsx).
 */
import { type OrderingStatusResponse, scriptJson } from '@shop/shared';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { adminLoginRoute } from './app/admin-routes.tsx';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { orderingStatusQueryKey } from './features/ordering-status/index.ts';
import {
  DEFAULT_LANGUAGE,
  i18n,
  type Language,
  languageInCookies,
  loadEveryLanguage,
} from './i18n/index.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { fetchRequestedQueries } from './server-render/fetch-requested-queries.ts';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /**
   * False when a query failed: the page shows it loading, as the browser's first render will,
   * and the browser asks again. Such a page is not kept.
   */
  complete: boolean;
  /** The queries' answers, dehydrated, as the text of a JSON script element (safe inside it). */
  state: string;
  language: Language;
}

/** Queries that depend on an earlier one's answer (a meal after the menu) need a few rounds. */
const MAX_DATA_ROUNDS = 3;

// The admin login is the one back-office screen rendered here: the rest need a staff session,
// which only the browser holds.
const handler = createStaticHandler([adminLoginRoute(), ...routes]);
const everyLanguage = loadEveryLanguage();
// Awaited by every render, which then fails on its own: never an unhandled rejection.
everyLanguage.catch(() => {});

/** Every language is in memory (loadEveryLanguage), so i18next switches synchronously. */
function renderIn(language: Language, render: () => string): string {
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next did not switch to ${language}`);
  return render();
}

/** The language a page request is rendered in: the visitor's choice (a cookie), else English. */
export function languageOfRequest(cookieHeader: string | undefined): Language {
  return languageInCookies(cookieHeader) ?? DEFAULT_LANGUAGE;
}

/** An address that is another page's (a reset link without its token, a made-up path). */
export interface RedirectedPage {
  redirect: string;
}

/** What the server already read for every page: its answer goes in as the query's data. */
export interface PageData {
  orderingStatus?: OrderingStatusResponse | undefined;
}

export interface PageRenderer {
  /** Renders `url` (path and query) in `language`, with the data the page asks for. */
  render(url: string, language: Language, data?: PageData): Promise<RenderedPage | RedirectedPage>;
}

/**
 * `fetchApi` answers the API calls the pages make: the server passes one that handles them
 * in-process. There is one per process (the API client has one way out).
 */
export function createPageRenderer(fetchApi: typeof fetch): PageRenderer {
  setApiTransport(fetchApi);
  return { render: renderPage };
}

async function renderPage(
  url: string,
  language: Language,
  data: PageData = {},
): Promise<RenderedPage | RedirectedPage> {
  await everyLanguage;
  const context = await handler.query(new Request(new URL(url, 'http://shop.invalid')));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) return { redirect: location };
    throw new Error(`A route answered ${url} with a response`);
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (data.orderingStatus) queryClient.setQueryData(orderingStatusQueryKey, data.orderingStatus);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <StrictMode>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
  let html = renderIn(language, render);
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    if (!(await fetchRequestedQueries(queryClient))) break;
    html = renderIn(language, render);
  }
  // A failed query is left out of the page's data, so the browser starts it afresh, loading:
  // the HTML shows it loading too, or hydration would not match.
  const failed = (query: Query) => query.state.status === 'error';
  const complete = !queryClient.getQueryCache().getAll().some(failed);
  if (!complete) {
    await queryClient.resetQueries({ predicate: failed });
    html = renderIn(language, render);
  }
  return { html, complete, state: scriptJson(dehydrate(queryClient)), language };
}
