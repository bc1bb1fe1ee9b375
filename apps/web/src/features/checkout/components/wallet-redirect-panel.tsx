import type { Order, Wallet } from '@shop/shared';
import { LoaderCircle } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePaymentMethodName } from '@/features/payments/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * While the browser leaves for the wallet's page. Coming back with the browser's Back button
 * shows it again: the way to the order, which waits for its payment, is here.
 */
export function WalletRedirectPanel({ order, wallet }: { order: Order; wallet: Wallet }) {
  const { t } = useTranslation('payments');
  const methodName = usePaymentMethodName();
  return (
    <section
      aria-labelledby="wallet-redirect-title"
      className="mx-auto mt-6 flex max-w-xl flex-col items-center rounded-3xl border border-charcoal-900/5 bg-white px-6 py-10 text-center shadow-card"
    >
      <LoaderCircle
        className="size-10 text-flame-600 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <div role="status">
        <h2 id="wallet-redirect-title" className="mt-5 text-xl font-bold text-charcoal-900">
          {t('redirecting.title', { wallet: methodName(wallet) })}
        </h2>
        <p className="mt-2 text-sm text-charcoal-600">{t('redirecting.lead')}</p>
      </div>
      <ButtonLink to={`/orders/${order.id}`} variant="secondary" size="lg" className="mt-6">
        {t('redirecting.follow')}
      </ButtonLink>
    </section>
  );
}
