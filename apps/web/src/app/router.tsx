import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { RequireCustomer, type SessionPageHandle } from '@/features/account/index.ts';
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
  load: () => Promise<LazyPage>,
  /** The page's own message namespaces (i18n/page-namespaces.ts), fetched alongside. */
  namespaces: PageNamespace[] = [],
) {
  return { path, ...lazyComponent(load, namespaces) } satisfies RouteObject;
}

/**
 * A page's component, or the component and its shell: what the server renders in its place
 * when the page needs the customer's session (features/account: RequireCustomer).
 */
type LazyPage = ComponentType | { Component: ComponentType; Shell: ComponentType };

function lazyComponent(load: () => Promise<LazyPage>, namespaces: PageNamespace[]) {
  return {
    lazy: async () => {
      const [page] = await Promise.all([load(), loadPageNamespaces(...namespaces)]);
      if (!('Shell' in page)) return { Component: page };
      const handle: SessionPageHandle = { Shell: page.Shell };
      return { Component: page.Component, handle };
    },
    hydrateFallbackElement: <PageLoader />,
  };
}

/** The shop's pages in its layout, the back office beside it, and home for any other path. */
export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      // A meal's own address opens its details over the menu (features/menu/meal-address.ts).
      { path: 'meals/:mealId?', element: <MealsPage /> },
      // The footer and the how-it-works button link to /menu: the same page.
      { path: 'menu/:mealId?', element: <MealsPage /> },
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
      // Pages of a signed-in customer: without a session, /login?redirect=<the page>.
      {
        element: <RequireCustomer />,
        children: [
          lazyPage(
            'cart',
            async () =>
              (await import('@/features/cart-page/components/cart-page.tsx')).cartSessionPage,
          ),
          lazyPage(
            'checkout',
            async () =>
              (await import('@/features/checkout/components/checkout-page.tsx'))
                .checkoutSessionPage,
            ['checkout'],
          ),
          lazyPage(
            'profile',
            async () =>
              (await import('@/features/profile/components/profile-page.tsx')).profileSessionPage,
            ['profile'],
          ),
          lazyPage(
            'orders/:id',
            async () => (await import('@/features/orders/components/order-page.tsx')).OrderPage,
          ),
        ],
      },
      lazyPage(
        'login',
        async () => (await import('@/features/account/components/login-page.tsx')).LoginPage,
        ['account'],
      ),
      lazyPage(
        'register',
        async () => (await import('@/features/account/components/register-page.tsx')).RegisterPage,
        ['account'],
      ),
      lazyPage(
        'forgot-password',
        async () =>
          (await import('@/features/account/components/forgot-password-page.tsx'))
            .ForgotPasswordPage,
        ['account'],
      ),
      lazyPage(
        'reset-password/:token',
        async () =>
          (await import('@/features/account/components/reset-password-page.tsx')).ResetPasswordPage,
        ['account'],
      ),
      // A reset link without its token cannot reset anything: ask for a new one. (A redirect
      // from a loader: the server answers it with a 302, the browser's router follows it.)
      { path: 'reset-password', loader: () => redirect('/forgot-password') },
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
      lazyPage(
        'customer-register',
        async () => (await import('@/features/check-in/index.ts')).CheckInPage,
        ['check-in', 'admin-session'],
      ),
      lazyPage('kitchen', async () => (await import('@/features/kitchen/index.ts')).KitchenPage, [
        'kitchen',
        'admin-session',
      ]),
    ],
  },
  { path: '*', loader: () => redirect('/') },
];

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The route table a page starts with, and whether the back office's routes are in it. */
export interface RouteTable {
  routes: RouteObject[];
  hasAdminRoutes: boolean;
}

/**
 * The table for the page first opened: the shop's routes, and the back office's when the page
 * is under /admin, so that its screen (the admin login, which the server renders) hydrates at
 * once instead of waiting for the router to discover them.
 */
export async function initialRouteTable(pathname: string): Promise<RouteTable> {
  const shopOnly = { routes, hasAdminRoutes: false };
  if (!isAdminPath(pathname)) return shopOnly;
  try {
    const { adminRoutes } = await import('./admin-routes.tsx');
    return { routes: [...adminRoutes(), ...routes], hasAdminRoutes: true };
  } catch {
    // Their code cannot load (an old page after a deploy): the router tries again and, failing,
    // shows its error page, which offers a reload.
    return shopOnly;
  }
}

/**
 * Otherwise the back office's routes join the table only when a path under /admin is opened
 * (React Router's patchRoutesOnNavigation): the shop's first load does not even name them.
 */
export function createRouter(table: RouteTable) {
  let adminRoutesAdded = table.hasAdminRoutes;
  return createBrowserRouter(table.routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminRoutesAdded || !isAdminPath(path)) return;
      const { adminRoutes } = await import('./admin-routes.tsx');
      if (adminRoutesAdded) return;
      adminRoutesAdded = true;
      patch(null, adminRoutes());
    },
  });
}
