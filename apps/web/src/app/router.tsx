import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { HomePage } from '@/features/home/components/home-page.tsx';
import { MealsPage } from '@/features/menu/components/meals-page.tsx';
import { loadPageNamespaces, type PageNamespace } from '@/i18n/index.ts';
import { RouteError } from './layouts/route-error.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';

/**
 * A page whose code is split into its own chunk and fetched on first visit. Each lazy route
 * carries its own fallback (components/ui/page-loader.tsx): on a first visit React Router shows
 * the nearest fallback in place of everything below it, so one on the shop layout would hide
 * the header while a page's code loads. A chunk that fails to load (say, after a deploy) ends
 * in RouteError, which offers a reload.
 */
function lazyPage(
  path: string,
  load: () => Promise<ComponentType>,
  /** The page's own message namespaces (i18n/page-namespaces.ts), fetched alongside. */
  namespaces: PageNamespace[] = [],
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadPageNamespaces(...namespaces)]);
      return { Component };
    },
    hydrateFallbackElement: <PageLoader />,
  };
}

/**
 * Only screens that exist are registered; each later issue adds its own. Back-office screens
 * will join as one lazily loaded branch under /admin, so a shop visitor never downloads
 * admin code.
 */
export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'meals', element: <MealsPage /> },
      // The footer and the how-it-works button link to /menu: the same page.
      { path: 'menu', element: <MealsPage /> },
      lazyPage(
        'gallery',
        async () => (await import('@/features/gallery/components/gallery-page.tsx')).GalleryPage,
      ),
      lazyPage(
        'about',
        async () => (await import('@/features/info/components/about-page.tsx')).AboutPage,
        ['info'],
      ),
      lazyPage(
        'clients',
        async () => (await import('@/features/info/components/clients-page.tsx')).ClientsPage,
        ['info'],
      ),
      lazyPage(
        'restaurants',
        async () =>
          (await import('@/features/info/components/restaurants-page.tsx')).RestaurantsPage,
        ['info'],
      ),
      lazyPage(
        'privacy',
        async () => (await import('@/features/info/components/privacy-page.tsx')).PrivacyPage,
        ['policies'],
      ),
      lazyPage(
        'terms',
        async () => (await import('@/features/info/components/terms-page.tsx')).TermsPage,
        ['policies'],
      ),
      lazyPage(
        'cookies',
        async () => (await import('@/features/info/components/cookies-page.tsx')).CookiesPage,
        ['policies'],
      ),
      lazyPage(
        'cart',
        async () => (await import('@/features/cart-page/components/cart-page.tsx')).CartPage,
      ),
      lazyPage(
        'wishlist',
        async () =>
          (await import('@/features/wishlist-page/components/wishlist-page.tsx')).WishlistPage,
      ),
      lazyPage(
        'contact',
        async () => (await import('@/features/contact/components/contact-page.tsx')).ContactPage,
      ),
      lazyPage(
        'feedback',
        async () => (await import('@/features/feedback/components/feedback-page.tsx')).FeedbackPage,
      ),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
