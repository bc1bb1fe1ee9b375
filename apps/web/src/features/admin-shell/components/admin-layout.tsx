import { type AdminSummary, MANAGING_ROLES, roleMayOpen } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ShopToaster } from '@/components/ui/shop-toaster.tsx';
import { AlertSoundToggle, NotificationsBell, StaffAlerts } from '@/features/admin-alerts/index.ts';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { adminSignOut, useAdminSession } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { scrollKey } from '@/lib/scroll-key.ts';
import { ADMIN_LOGIN, adminLoginFor } from '../admin-redirect.ts';
import {
  ADMIN_SECTIONS,
  RESTAURANT_SECTIONS,
  STAFF_SECTIONS,
  screenOfPath,
  sectionPath,
} from '../admin-sections.ts';
import { useDashboardStats } from '../hooks/use-dashboard-stats.ts';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed.ts';
import { useStaffRole } from '../hooks/use-staff-role.ts';
import { AdminHeader } from './admin-header.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DefaultPasswordBanner } from './default-password-banner.tsx';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NotForYourRole } from './not-for-your-role.tsx';
import { TwoFactorDialog } from './two-factor-dialog.tsx';

export const ADMIN_MAIN_ID = 'admin-main';

/** Toasts below the header (top right, gone after 3 s: docs/product-rules.md#back-office-shell). */
const BELOW_HEADER = 'calc(4rem + 12px)';

function useSectionLabel(): string | null {
  const { t } = useTranslation('admin');
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/admin') return t('nav.dashboard');
  const section = [...ADMIN_SECTIONS, ...RESTAURANT_SECTIONS, ...STAFF_SECTIONS].find(
    (candidate) => path === sectionPath(candidate) || path.startsWith(`${sectionPath(candidate)}/`),
  );
  return section ? t(`nav.${section.key}`) : null;
}

/** The signed-in frame: sidebar (or drawer), header, the section, toasts and staff alerts. */
function AdminFrame({ admin, onSignOut }: { admin: AdminSummary; onSignOut: () => void }) {
  const { t } = useTranslation('admin');
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const role = useStaffRole() ?? admin.role;
  const screen = screenOfPath(useLocation().pathname);
  const allowed = screen === null || roleMayOpen(role, screen);
  const { data: stats } = useDashboardStats(roleMayOpen(role, 'dashboard'));
  const sectionLabel = useSectionLabel();
  const openChangePassword = () => setChangingPassword(true);

  return (
    <div className="flex min-h-dvh bg-cream-100">
      <a
        href={`#${ADMIN_MAIN_ID}`}
        className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-full bg-charcoal-900 px-5 py-3 text-sm font-semibold text-white shadow-lg transition focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <DesktopSidebar collapsed={collapsed} onToggle={toggleCollapsed} stats={stats} />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} stats={stats} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          admin={admin}
          sectionLabel={sectionLabel}
          onOpenMenu={() => setDrawerOpen(true)}
          onChangePassword={openChangePassword}
          onTwoFactor={MANAGING_ROLES.includes(role) ? () => setTwoFactorOpen(true) : undefined}
          onSignOut={onSignOut}
          tools={
            roleMayOpen(role, 'orders') && (
              <>
                <NotificationsBell />
                <AlertSoundToggle />
              </>
            )
          }
        />
        <DefaultPasswordBanner onChangePassword={openChangePassword} />
        <main
          id={ADMIN_MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {allowed ? <Outlet /> : <NotForYourRole role={role} />}
        </main>
      </div>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
      {twoFactorOpen && <TwoFactorDialog onClose={() => setTwoFactorOpen(false)} />}
      {roleMayOpen(role, 'orders') && <StaffAlerts />}
      <ShopToaster
        offset={{ top: BELOW_HEADER, right: 16 }}
        mobileOffset={{ top: BELOW_HEADER, left: 12, right: 12 }}
      />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Every back-office section renders in here (the client guards too:
 * docs/product-rules.md#who-may-do-what). Without a staff session, or once the server refused it
 * (any admin call's 401 forgets it), the browser goes to /admin/login, which returns here after
 * signing in.
 */
export function AdminLayout() {
  const { admin } = useAdminSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);

  if (!admin) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signedOut ? ADMIN_LOGIN : adminLoginFor(here)} replace />;
  }

  const signOut = async () => {
    setSignedOut(true);
    await adminSignOut();
    queryClient.removeQueries({ queryKey: adminQueryKeys.all });
  };
  return <AdminFrame admin={admin} onSignOut={() => void signOut()} />;
}
