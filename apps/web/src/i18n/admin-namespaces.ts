import { i18n } from './instance.ts';
import { LANGUAGES } from './languages.ts';

/**
 * The back office's texts: English only (docs/decisions/022), each namespace its own chunk,
 * and this registry itself is reached only from the back office's routes (app/admin-routes.tsx),
 * so a shop visitor's first load does not even name them.
 */
export const ADMIN_NAMESPACES = {
  admin: async () => (await import('./locales/en/admin.ts')).adminShell,
  'admin-overview': async () => (await import('./locales/en/admin-overview.ts')).adminOverview,
  'admin-customers': async () => (await import('./locales/en/admin-customers.ts')).adminCustomers,
  'admin-orders': async () => (await import('./locales/en/admin-orders.ts')).adminOrders,
  'admin-menu': async () => (await import('./locales/en/admin-menu.ts')).adminMenu,
  'admin-promotions': async () =>
    (await import('./locales/en/admin-promotions.ts')).adminPromotions,
  'admin-content': async () => (await import('./locales/en/admin-content.ts')).adminContent,
  'admin-ordering': async () => (await import('./locales/en/admin-ordering.ts')).adminOrdering,
  'admin-staff': async () => (await import('./locales/en/admin-staff.ts')).adminStaff,
} satisfies Record<string, () => Promise<object>>;

export type AdminNamespace = keyof typeof ADMIN_NAMESPACES;

/** The admin namespaces' shapes, for the typed keys (i18next.d.ts). */
export type AdminCatalog = {
  [N in AdminNamespace]: Awaited<ReturnType<(typeof ADMIN_NAMESPACES)[N]>>;
};

/** Fetches back-office namespaces and files the English texts under every language. */
export async function loadAdminNamespaces(...namespaces: AdminNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(LANGUAGES[0], ns)) return;
      const messages = await ADMIN_NAMESPACES[ns]();
      for (const language of LANGUAGES) i18n.addResourceBundle(language, ns, messages);
    }),
  );
}
