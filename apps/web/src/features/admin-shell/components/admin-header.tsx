import type { AdminSummary } from '@shop/shared';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { AdminUserMenu } from './admin-user-menu.tsx';

interface AdminHeaderProps {
  admin: AdminSummary;
  /** What the current section is, for orientation (its page has the real heading). */
  sectionLabel: string | null;
  onOpenMenu: () => void;
  onChangePassword: () => void;
  onTwoFactor: (() => void) | undefined;
  onSignOut: () => void;
  /** Tools of other features (the staff alerts' bell and mute switch). */
  tools: ReactNode;
}

/** The bar above every section: the menu on phones, alerts, and the admin's account. */
export function AdminHeader({
  admin,
  sectionLabel,
  onOpenMenu,
  onChangePassword,
  onTwoFactor,
  onSignOut,
  tools,
}: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-charcoal-900/5 bg-white/85 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('nav.openMenu')}
        className="flex size-10 items-center justify-center rounded-full text-charcoal-800 transition hover:bg-charcoal-900/5 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <BurgerMark className="size-8 lg:hidden" />
      {sectionLabel && (
        <p className="min-w-0 truncate text-sm font-semibold text-charcoal-700 sm:text-base">
          {sectionLabel}
        </p>
      )}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {tools}
        <span aria-hidden="true" className="mx-1 hidden h-8 w-px bg-charcoal-900/10 sm:block" />
        <AdminUserMenu
          admin={admin}
          onChangePassword={onChangePassword}
          onTwoFactor={onTwoFactor}
          onSignOut={onSignOut}
        />
      </div>
    </header>
  );
}
