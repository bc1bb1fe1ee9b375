import type { AdminSummary } from '@shop/shared';
import { ChevronDown, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';

interface AdminUserMenuProps {
  admin: AdminSummary;
  onChangePassword: () => void;
  /** Offered to the roles that may turn on two-factor sign-in. */
  onTwoFactor: (() => void) | undefined;
  onSignOut: () => void;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-charcoal-800 transition hover:bg-flame-50 hover:text-flame-800 focus-visible:outline-2 focus-visible:outline-flame-500';

/**
 * The admin's name and what they can do with their account. A native popover: Escape and a
 * click elsewhere close it, and it sits above everything without z-index games.
 */
export function AdminUserMenu({
  admin,
  onChangePassword,
  onTwoFactor,
  onSignOut,
}: AdminUserMenuProps) {
  const { t } = useTranslation('admin');
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const choose = (action: () => void) => () => {
    menu.current?.hidePopover();
    action();
  };
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={t('header.account')}
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition hover:bg-charcoal-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-flame-500 to-flame-700 text-sm font-bold text-white"
        >
          {initialsOf(admin.name)}
        </span>
        <span className="hidden text-left sm:block">
          <span className="block max-w-40 truncate text-sm font-semibold text-charcoal-900">
            {admin.name}
          </span>
          <span className="block max-w-40 truncate text-xs text-charcoal-600">{admin.email}</span>
        </span>
        <ChevronDown className="hidden size-4 text-charcoal-500 sm:block" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="dialog"
        aria-label={t('header.account')}
        className="fixed inset-auto top-16 right-3 m-0 w-64 rounded-2xl border border-charcoal-900/10 bg-white p-2 text-charcoal-900 shadow-card-hover sm:right-6"
      >
        <div className="border-b border-charcoal-100 px-3 pt-1 pb-3">
          <p className="text-xs text-charcoal-600">{t('header.signedInAs')}</p>
          <p className="truncate text-sm font-semibold">{admin.name}</p>
          <p className="truncate text-xs text-charcoal-600">{admin.email}</p>
        </div>
        <div className="grid gap-0.5 pt-2">
          <button type="button" className={itemClasses} onClick={choose(onChangePassword)}>
            <KeyRound className="size-4 text-charcoal-500" aria-hidden="true" />
            {t('header.changePassword')}
          </button>
          {onTwoFactor && (
            <button type="button" className={itemClasses} onClick={choose(onTwoFactor)}>
              <ShieldCheck className="size-4 text-charcoal-500" aria-hidden="true" />
              {t('twoFactor.menu')}
            </button>
          )}
          <button type="button" className={itemClasses} onClick={choose(onSignOut)}>
            <LogOut className="size-4 text-charcoal-500" aria-hidden="true" />
            {t('header.signOut')}
          </button>
        </div>
      </div>
    </>
  );
}
