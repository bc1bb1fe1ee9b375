import { toNrs } from '@shop/shared';
import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDeliveryCost } from '@/features/ordering-status/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

interface OrderSummaryProps {
  itemCount: number;
  subtotalPaisa: number;
  /** Something in the cart cannot be ordered as it stands. */
  blocked: boolean;
}

const row = 'flex items-baseline justify-between gap-4';

/**
 * Item count, subtotal, delivery and the total, with the way to checkout. Prices include taxes,
 * so the total is the subtotal until a coupon or an area's delivery fee applies at checkout
 * (docs/product-rules.md#pricing): where an area charges one, the cart says so rather than FREE.
 */
export function OrderSummary({ itemCount, subtotalPaisa, blocked }: OrderSummaryProps) {
  const { t } = useTranslation('cart');
  const { money, number } = useFormat();
  const deliveryCost = useDeliveryCost();
  const total = money(toNrs(subtotalPaisa));
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-charcoal-900">
        {t('summary.title')}
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className={row}>
          <dt className="text-charcoal-600">{t('summary.items')}</dt>
          <dd className="font-semibold text-charcoal-900 tabular-nums">{number(itemCount)}</dd>
        </div>
        <div className={row}>
          <dt className="text-charcoal-600">{t('summary.subtotal')}</dt>
          <dd className="font-semibold text-charcoal-900 tabular-nums">{total}</dd>
        </div>
        <div className={row}>
          <dt className="text-charcoal-600">{t('summary.delivery')}</dt>
          <DeliveryCost cost={deliveryCost} />
        </div>
        <div className={`${row} border-t border-dashed border-charcoal-200 pt-4`}>
          <dt className="text-base font-bold text-charcoal-900">
            {deliveryCost === 'by-area' ? t('summary.totalBeforeDelivery') : t('summary.total')}
          </dt>
          <dd
            data-testid="cart-total"
            className="text-xl font-bold whitespace-nowrap text-charcoal-900 tabular-nums sm:text-2xl"
          >
            {total}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-charcoal-500">{t('summary.taxes')}</p>

      {blocked ? (
        <>
          <p role="status" className="mt-5 text-sm font-medium text-amber-900">
            {t('summary.blocked')}
          </p>
          <button type="button" disabled className={buttonClasses('primary', 'lg', 'mt-3 w-full')}>
            <Lock className="size-4" aria-hidden="true" />
            {t('summary.checkout')}
          </button>
        </>
      ) : (
        <Link to="/checkout" className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
          {t('summary.checkout')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      )}
      <Link
        to="/meals"
        className="mt-3 flex justify-center text-sm font-semibold text-charcoal-700 underline-offset-4 transition hover:text-flame-700 hover:underline"
      >
        {t('summary.continueShopping')}
      </Link>
    </section>
  );
}

function DeliveryCost({ cost }: { cost: ReturnType<typeof useDeliveryCost> }) {
  const { t } = useTranslation('cart');
  if (cost === 'unknown') {
    return (
      <dd>
        <Skeleton className="h-5 w-14" />
      </dd>
    );
  }
  if (cost === 'by-area') return <dd className="text-charcoal-700">{t('summary.atCheckout')}</dd>;
  return (
    <dd className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-emerald-800 ring-1 ring-emerald-200">
      {t('summary.free')}
    </dd>
  );
}
