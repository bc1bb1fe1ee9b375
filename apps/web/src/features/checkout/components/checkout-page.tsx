import type { Order, PlacedOrderResponse, Wallet } from '@shop/shared';
import { ShieldCheck, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BackLink } from '@/components/ui/back-link.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListAndSummarySkeleton } from '@/components/ui/list-and-summary-skeleton.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { useCustomerSession } from '@/features/account/index.ts';
import { useCartStore } from '@/features/cart/index.ts';
import { useFollowWalletStep } from '@/features/orders/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { OrderPlacedPanel } from './order-placed-panel.tsx';
import { WalletRedirectPanel } from './wallet-redirect-panel.tsx';

/** The page's title and heading: the same whether or not the customer is known yet. */
function CheckoutHero() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <PageHero
        id="checkout-title"
        size="md"
        kicker={{ icon: ShieldCheck, text: t('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="title"
            components={[<span key="accent" className="text-flame-400" />]}
          />
        }
        description={t('description')}
      />
    </>
  );
}

/**
 * The page around its content: the heading and the way back to the cart. `tall` keeps the
 * server's shell as tall as the screen, as the form is, so the footer does not jump.
 */
function CheckoutFrame({ tall = false, children }: { tall?: boolean; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <CheckoutHero />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10',
          tall && 'min-h-dvh',
        )}
      >
        <BackLink to="/cart">{t('backToCart')}</BackLink>
        {children}
      </div>
    </>
  );
}

/** /checkout as the server sends it: the page, with placeholders where the cart and form go. */
export function CheckoutPageShell() {
  return (
    <CheckoutFrame tall>
      <ListAndSummarySkeleton rows={1} />
    </CheckoutFrame>
  );
}

/**
 * /checkout (Secure Checkout): the form, then once the order is in, the order-placed panel; or,
 * for a wallet, off to the wallet to pay (the order page when the wallet cannot be reached).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { customer } = useCustomerSession();
  const empty = useCartStore((state) => state.items.length === 0);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [leaving, setLeaving] = useState<{ order: Order; wallet: Wallet } | null>(null);
  const followWalletStep = useFollowWalletStep();

  const onPlaced = (step: PlacedOrderResponse) => {
    if (step.order.status !== 'awaiting_payment') {
      setPlaced(step.order);
      return;
    }
    if (followWalletStep(step) === 'wallet' && step.walletRedirect) {
      setLeaving({ order: step.order, wallet: step.walletRedirect.wallet });
    }
  };

  if (placed) return <OrderPlacedPanel order={placed} name={customer?.firstName ?? ''} />;
  if (leaving) {
    return (
      <CheckoutFrame>
        <WalletRedirectPanel order={leaving.order} wallet={leaving.wallet} />
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame>
      {empty ? (
        <EmptyState
          icon={ShoppingBag}
          title={t('empty.title')}
          action={
            <ButtonLink to="/meals" size="lg">
              {t('empty.browse')}
            </ButtonLink>
          }
        >
          {t('empty.message')}
        </EmptyState>
      ) : (
        <CheckoutForm onPlaced={onPlaced} />
      )}
    </CheckoutFrame>
  );
}

/** The page and the shell the server renders in its place (app/router.tsx). */
export const checkoutSessionPage = { Component: CheckoutPage, Shell: CheckoutPageShell };
