import { useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ShopToaster } from '@/components/ui/shop-toaster.tsx';
import { EventPopupHost } from '@/features/events/components/event-popup-host.tsx';
import { FloatingFeedbackButton } from '@/features/feedback/components/floating-feedback-button.tsx';
import { OfflineBar } from '@/features/offline/index.ts';
import { OrderUpdates } from '@/features/order-updates/index.ts';
import { ShopStatusLine } from '@/features/ordering-status/index.ts';
import { PromoBanner } from '@/features/promotions/components/promo-banner.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { scrollKey } from '@/lib/scroll-key.ts';
import { SiteFooter } from './site-footer.tsx';
import { HEADER_BOTTOM_VARIABLE, SiteHeader } from './site-header.tsx';

/** Just below the navigation bar wherever it is, so toasts never cover the cart badge. */
const BELOW_HEADER = `calc(var(${HEADER_BOTTOM_VARIABLE}, 4.5rem) + 12px)`;

export const MAIN_CONTENT_ID = 'main-content';

/**
 * docs/product-rules.md#public-chrome: the back office, the counter check-in kiosk and the
 * kitchen display show none of the public chrome
 * (offers, header, footer, event popup, floating feedback button).
 */
export function showsPublicChrome(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const within = (base: string) => path === base || path.startsWith(`${base}/`);
  return !within('/admin') && !within('/customer-register') && !within('/kitchen');
}

/** The feedback page has the full form: the floating button would only repeat it there. */
function showsFloatingFeedback(pathname: string): boolean {
  return showsPublicChrome(pathname) && pathname.toLowerCase() !== '/feedback';
}

/** The public shop's frame: offers, navigation, the page, the footer and the toasts. */
export function ShopLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const chrome = showsPublicChrome(pathname);
  const floatingFeedback = showsFloatingFeedback(pathname);
  const toastLayer = useRef<HTMLDivElement>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-full bg-charcoal-900 px-5 py-3 text-sm font-semibold text-white shadow-lg transition focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <OfflineBar />
      {chrome && <PromoBanner />}
      {chrome && <SiteHeader edgeHolder={toastLayer} />}
      {chrome && <ShopStatusLine />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {chrome && <SiteFooter />}
      {floatingFeedback && <FloatingFeedbackButton />}
      {chrome && <EventPopupHost />}
      <div ref={toastLayer} className="contents">
        <ShopToaster
          offset={{ top: BELOW_HEADER, right: 16 }}
          mobileOffset={{ top: BELOW_HEADER, left: 12, right: 12 }}
        />
      </div>
      <OrderUpdates />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
