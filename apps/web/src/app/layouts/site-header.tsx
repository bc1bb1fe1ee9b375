import { CircleUser, Heart, Menu, ShoppingBag, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { LanguageSwitch } from '@/components/ui/language-switch.tsx';
import { useCustomerSession } from '@/features/account/index.ts';
import { selectCartCount, useCartStore } from '@/features/cart/index.ts';
import { selectWishlistCount, useWishlistStore } from '@/features/wishlist/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useBrowserStore } from '@/lib/use-browser-store.ts';
import { AccountGreeting, CustomerInitial, SignOutButton } from './account-session.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { groupIsCurrent, navGroups } from './nav-links.ts';
import { useBottomEdgeVariable } from './use-bottom-edge-variable.ts';

/** Where the navigation bar ends on screen: the toasts sit below it (shop-layout.tsx). */
export const HEADER_BOTTOM_VARIABLE = '--shop-header-bottom';

interface SiteHeaderProps {
  /** The element that carries HEADER_BOTTOM_VARIABLE: the toasts' layer. */
  edgeHolder: RefObject<HTMLElement | null>;
}

const iconLinkClasses =
  'relative inline-flex size-10 items-center justify-center rounded-full text-charcoal-700 transition hover:bg-charcoal-900/5 hover:text-flame-700';

/** Closes whatever is open on Escape (returning focus) and on a click or tap outside `root`. */
function useDismiss(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  close: (restoreFocus: boolean) => void,
) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, root, close]);
}

export function SiteHeader({ edgeHolder }: SiteHeaderProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const desktopNavRef = useRef<HTMLUListElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useBottomEdgeVariable(headerRef, HEADER_BOTTOM_VARIABLE, edgeHolder);
  const mobileMenuId = useId();
  const cartCount = useBrowserStore(useCartStore, selectCartCount);
  const wishlistCount = useBrowserStore(useWishlistStore, selectWishlistCount);
  const { customer } = useCustomerSession();
  const groups = navGroups(customer !== null);
  const accountIntro = customer && <AccountGreeting customer={customer} />;

  // A new page closes every menu, except one opened at the new address already: the address
  // changes before React shows the new page, and a menu opened in between must stay open.
  const openedAt = useRef<string | null>(null);
  const markOpened = () => {
    openedAt.current = window.location.pathname;
  };
  useEffect(() => {
    if (openedAt.current === pathname) return;
    setOpenGroup(null);
    setMobileOpen(false);
  }, [pathname]);

  const closeDropdown = useRef((restoreFocus: boolean) => {
    setOpenGroup((group) => {
      if (group && restoreFocus) {
        desktopNavRef.current
          ?.querySelector<HTMLButtonElement>(`[data-nav-group="${group}"] > button`)
          ?.focus();
      }
      return null;
    });
  }).current;
  const closeMobile = useRef((restoreFocus: boolean) => {
    setMobileOpen(false);
    if (restoreFocus) mobileButtonRef.current?.focus();
  }).current;

  const itemsLabel = (name: string, count: number) =>
    count === 0 ? name : t('header.withItems', { name, count });

  useDismiss(openGroup !== null, desktopNavRef, closeDropdown);
  useDismiss(mobileOpen, mobileRef, closeMobile);

  // The open phone menu is modal-like: the page behind it stays put.
  useEffect(() => {
    document.documentElement.classList.toggle('overflow-hidden', mobileOpen);
    return () => document.documentElement.classList.remove('overflow-hidden');
  }, [mobileOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-charcoal-900/5 bg-white shadow-[0_1px_12px_-6px_rgb(31_27_24/0.15)]"
    >
      <div ref={mobileRef}>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:h-18 sm:gap-3 sm:px-6 lg:px-8">
          <BrandLogo compact />

          <nav aria-label={t('header.mainNav')} className="hidden lg:block">
            <ul ref={desktopNavRef} className="flex items-center gap-1">
              {groups.map((group) => (
                <NavDropdown
                  key={group.id}
                  group={group}
                  open={openGroup === group.id}
                  current={groupIsCurrent(group, pathname)}
                  onOpenChange={(open) => {
                    if (open) markOpened();
                    setOpenGroup(open ? group.id : null);
                  }}
                  {...(group.id === 'account' && customer
                    ? { intro: accountIntro, outro: <SignOutButton /> }
                    : {})}
                />
              ))}
            </ul>
          </nav>

          <div className="flex shrink-0 items-center sm:gap-1">
            <LanguageSwitch className="mr-1 hidden lg:flex" />
            <Link
              to="/wishlist"
              className={iconLinkClasses}
              aria-label={itemsLabel(t('header.wishlist'), wishlistCount)}
            >
              <Heart className="size-5" aria-hidden="true" />
              <CountBadge count={wishlistCount} />
            </Link>
            <Link
              to="/cart"
              className={iconLinkClasses}
              aria-label={itemsLabel(t('header.cart'), cartCount)}
            >
              <ShoppingBag className="size-5" aria-hidden="true" />
              <CountBadge count={cartCount} />
            </Link>
            {customer ? (
              <Link
                to="/profile"
                className={iconLinkClasses}
                aria-label={t('header.profileOf', { name: customer.firstName })}
              >
                <CustomerInitial customer={customer} className="size-7 text-sm" />
              </Link>
            ) : (
              <Link to="/login" className={iconLinkClasses} aria-label={t('header.login')}>
                <CircleUser className="size-5" aria-hidden="true" />
              </Link>
            )}
            <button
              ref={mobileButtonRef}
              type="button"
              className={cn(iconLinkClasses, 'ml-0.5 bg-charcoal-900/5 lg:hidden')}
              aria-expanded={mobileOpen}
              aria-controls={mobileMenuId}
              aria-label={t('header.mainMenu')}
              onClick={() => {
                markOpened();
                setMobileOpen((open) => !open);
              }}
            >
              {mobileOpen ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>

        <nav
          id={mobileMenuId}
          aria-label={t('header.mainNav')}
          hidden={!mobileOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-charcoal-100 bg-white lg:hidden"
        >
          <div className="mx-auto grid max-w-7xl gap-6 px-6 py-6 sm:grid-cols-2">
            <LanguageSwitch className="flex justify-self-start sm:col-span-2" />
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`${mobileMenuId}-${group.id}`}>
                <h2
                  id={`${mobileMenuId}-${group.id}`}
                  className="px-3 text-xs font-bold tracking-[0.16em] text-charcoal-500 uppercase"
                >
                  {t(`navGroup.${group.id}`)}
                </h2>
                <ul className="mt-2 space-y-1">
                  {group.id === 'account' && accountIntro && <li>{accountIntro}</li>}
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        onClick={() => setMobileOpen(false)}
                        className={({ isActive }) =>
                          cn(
                            'flex flex-col rounded-xl px-3 py-2.5 transition hover:bg-cream-100',
                            isActive && 'bg-flame-50 text-flame-700',
                          )
                        }
                      >
                        <span className="text-base font-semibold">
                          {t(`navItem.${item.id}.label`)}
                        </span>
                        <span className="text-sm text-charcoal-500">
                          {t(`navItem.${item.id}.description`)}
                        </span>
                      </NavLink>
                    </li>
                  ))}
                  {group.id === 'account' && customer && (
                    <li>
                      <SignOutButton large />
                    </li>
                  )}
                </ul>
              </section>
            ))}
          </div>
        </nav>
      </div>
      {mobileOpen && (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-full h-dvh bg-charcoal-950/50 lg:hidden"
        />
      )}
    </header>
  );
}
