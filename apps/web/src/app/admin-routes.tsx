import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { type AdminNamespace, loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { loadPageNamespaces, type PageNamespace } from '@/i18n/index.ts';
import { RouteError } from './layouts/route-error.tsx';

/** A back-office screen: its code and its texts load when it is first opened. */
function lazyAdminScreen(
  load: () => Promise<ComponentType>,
  namespaces: AdminNamespace[],
  pageNamespaces: PageNamespace[] = [],
) {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([
        load(),
        loadAdminNamespaces(...namespaces),
        loadPageNamespaces(...pageNamespaces),
      ]);
      return { Component };
    },
    hydrateFallbackElement: <PageLoader />,
  };
}

/** A back-office section (the index one without a path). */
function adminSection(
  path: string | undefined,
  load: () => Promise<ComponentType>,
  namespace: AdminNamespace,
): RouteObject {
  const screen = lazyAdminScreen(load, [namespace]);
  return path === undefined ? { index: true, ...screen } : { path, ...screen };
}

/** The admin login: the one back-office screen the server renders (entry-server.tsx). */
export function adminLoginRoute(): RouteObject {
  return {
    path: 'admin/login',
    ...lazyAdminScreen(
      async () => (await import('@/features/admin-shell/index.ts')).AdminLoginPage,
      ['admin'],
      ['admin-session'],
    ),
  };
}

/**
 * The back office, outside the shop's layout: a visitor never downloads a byte of it, since
 * every piece is a dynamic import reached only under /admin.
 */
export function adminRoutes(): RouteObject[] {
  const overview = async () =>
    (await import('@/features/admin-overview/index.ts')).AdminOverviewPage;
  return [
    adminLoginRoute(),
    {
      path: 'admin',
      ...lazyAdminScreen(
        async () => (await import('@/features/admin-shell/index.ts')).AdminLayout,
        ['admin'],
      ),
      errorElement: <RouteError />,
      children: [
        adminSection(undefined, overview, 'admin-overview'),
        adminSection('dashboard', overview, 'admin-overview'),
        adminSection(
          'customers',
          async () => (await import('@/features/admin-customers/index.ts')).AdminCustomersPage,
          'admin-customers',
        ),
        adminSection(
          'orders',
          async () => (await import('@/features/admin-orders/index.ts')).AdminOrdersPage,
          'admin-orders',
        ),
        adminSection(
          'ordering',
          async () => (await import('@/features/admin-ordering/index.ts')).AdminOrderingPage,
          'admin-ordering',
        ),
        adminSection(
          'delivery-areas',
          async () =>
            (await import('@/features/admin-delivery-areas/index.ts')).AdminDeliveryAreasPage,
          'admin-ordering',
        ),
        adminSection(
          'restaurant',
          async () => (await import('@/features/admin-restaurant/index.ts')).AdminRestaurantPage,
          'admin-ordering',
        ),
        adminSection(
          'categories',
          async () => (await import('@/features/admin-categories/index.ts')).AdminCategoriesPage,
          'admin-menu',
        ),
        adminSection(
          'meals',
          async () => (await import('@/features/admin-meals/index.ts')).AdminMealsPage,
          'admin-menu',
        ),
        adminSection(
          'options',
          async () => (await import('@/features/admin-options/index.ts')).AdminOptionsPage,
          'admin-menu',
        ),
        adminSection(
          'events',
          async () => (await import('@/features/admin-events/index.ts')).AdminEventsPage,
          'admin-promotions',
        ),
        adminSection(
          'coupons',
          async () => (await import('@/features/admin-coupons/index.ts')).AdminCouponsPage,
          'admin-promotions',
        ),
        adminSection(
          'gallery',
          async () => (await import('@/features/admin-gallery/index.ts')).AdminGalleryPage,
          'admin-content',
        ),
        adminSection(
          'contacts',
          async () => (await import('@/features/admin-contacts/index.ts')).AdminContactsPage,
          'admin-content',
        ),
        adminSection(
          'feedbacks',
          async () => (await import('@/features/admin-feedback/index.ts')).AdminFeedbackPage,
          'admin-content',
        ),
        adminSection(
          'activity',
          async () => (await import('@/features/admin-activity/index.ts')).AdminActivityPage,
          'admin',
        ),
        adminSection(
          'staff',
          async () => (await import('@/features/admin-staff/index.ts')).AdminStaffPage,
          'admin-staff',
        ),
        // A mistyped back-office address opens the dashboard, not the shop's home page.
        { path: '*', loader: () => redirect('/admin') },
      ],
    },
  ];
}
