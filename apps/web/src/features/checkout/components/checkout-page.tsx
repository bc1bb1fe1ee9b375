import type { Order } from '@shop/shared';
import { ArrowLeft, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { useCustomerSession } from '@/features/account/index.ts';
import { useCartStore } from '@/features/cart/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { OrderPlacedPanel } from './order-placed-panel.tsx';

/** /checkout (Secure Checkout): the form, or the order-placed panel once the order is in. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { customer } = useCustomerSession();
  const empty = useCartStore((state) => state.items.length === 0);
  const [placed, setPlaced] = useState<Order | null>(null);

  if (placed) return <OrderPlacedPanel order={placed} name={customer?.firstName ?? ''} />;

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
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
        <Link
          to="/cart"
          className="mb-5 inline-flex h-10 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-charcoal-700 transition hover:text-flame-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToCart')}
        </Link>
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
          <CheckoutForm onPlaced={setPlaced} />
        )}
      </div>
    </>
  );
}
