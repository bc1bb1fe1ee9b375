import { isWallet, type Order, type Wallet } from '@shop/shared';
import { Banknote, CircleAlert, LoaderCircle, Wallet as WalletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { usePaymentMethodName, usePaymentMethods } from '@/features/payments/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { usePayOrder } from '../hooks/use-pay-order.ts';
import { translatePaymentSentence } from '../order-notes.ts';
import { PayCountdown } from './pay-countdown.tsx';

/** Buttons that keep a long label (or a narrow phone) readable: they wrap rather than overflow. */
const WRAPPING = 'h-auto! min-h-12 w-full py-2.5 text-center whitespace-normal! sm:w-auto';

/** The wallets offered now; while that is unknown, the one the order was placed with. */
function useWalletsFor(order: Order): Wallet[] {
  const { wallets } = usePaymentMethods();
  if (wallets.length > 0) return wallets;
  return isWallet(order.payment.method) ? [order.payment.method] : [];
}

/**
 * A wallet order not paid yet: the time left to pay, and the ways on: pay with a wallet (again),
 * or cash on delivery instead. `problem` is why the last try could not start, in the server's
 * words.
 */
export function AwaitingPayment({ order, problem }: { order: Order; problem: string | null }) {
  const { t } = useTranslation('payments');
  const methodName = usePaymentMethodName();
  const wallets = useWalletsFor(order);
  const pay = usePayOrder(order.id);
  const busy = pay.isPending ? pay.variables : null;
  return (
    <section
      aria-labelledby="awaiting-payment-title"
      data-testid="awaiting-payment"
      className="rounded-3xl border border-amber-200 bg-amber-50 p-5 shadow-card sm:p-7"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-amber-700 ring-1 ring-amber-200">
          <WalletIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2
            id="awaiting-payment-title"
            className="text-lg font-bold text-charcoal-900 sm:text-xl"
          >
            {t('awaiting.title')}
          </h2>
          <p className="mt-1 text-sm text-charcoal-700">{t('awaiting.lead')}</p>
        </div>
      </div>
      <PayCountdown payBy={order.payment.payBy} />
      {problem && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-3 rounded-2xl border border-red-200 bg-white px-4 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          {translatePaymentSentence(problem) ?? problem}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {wallets.map((wallet) => (
          <Button
            key={wallet}
            size="lg"
            disabled={pay.isPending}
            onClick={() => pay.mutate(wallet)}
            className={WRAPPING}
          >
            {busy === wallet ? (
              <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <WalletIcon className="size-5" aria-hidden="true" />
            )}
            {busy === wallet
              ? t('awaiting.opening', { wallet: methodName(wallet) })
              : t('payWith', { wallet: methodName(wallet) })}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="lg"
          disabled={pay.isPending}
          onClick={() => pay.mutate('cash')}
          className={WRAPPING}
        >
          {busy === 'cash' ? (
            <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <Banknote className="size-5" aria-hidden="true" />
          )}
          {busy === 'cash' ? t('awaiting.switching') : t('awaiting.payCash')}
        </Button>
      </div>
    </section>
  );
}
