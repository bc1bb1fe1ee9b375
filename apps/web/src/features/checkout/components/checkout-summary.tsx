import { type Fulfilment, toNrs, toPaisa, type Wallet } from '@shop/shared';
import { LoaderCircle, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ImageWithFallback } from '@/components/ui/image-with-fallback.tsx';
import { type CartItem, cartLineKey } from '@/features/cart/index.ts';
import { useOnline } from '@/features/offline/index.ts';
import { LineChoices, OrderTotals } from '@/features/orders/index.ts';
import { usePaymentMethodName } from '@/features/payments/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { LineProblem } from '../checkout-conflict.ts';
import type { AppliedCoupon, CheckoutTotals } from '../checkout-form.ts';

interface CheckoutSummaryProps {
  items: readonly CartItem[];
  totals: CheckoutTotals;
  /** Pickup: no delivery fee. */
  fulfilment: Fulfilment;
  coupon: AppliedCoupon | null;
  lineProblem: (item: CartItem) => LineProblem | null;
  /** The id of the form Place Order submits. */
  formId: string;
  /** The wallet chosen, which the button then names; null for cash on delivery. */
  payWith: Wallet | null;
  pending: boolean;
  /** Why the last attempt failed, shown above the button. */
  notice?: ReactNode;
}

/** The lines, subtotal, discount, the delivery fee and total, with Place Order. */
export function CheckoutSummary({
  items,
  totals,
  coupon,
  fulfilment,
  lineProblem,
  formId,
  payWith,
  pending,
  notice,
}: CheckoutSummaryProps) {
  const { t } = useTranslation(['checkout', 'payments']);
  const methodName = usePaymentMethodName();
  const { money } = useFormat();
  const online = useOnline();
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-6 lg:sticky lg:top-24"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-title" className="text-lg font-bold text-charcoal-900">
          {t('summary.title')}
        </h2>
        <span className="text-sm text-charcoal-500">{t('summary.items', { count })}</span>
      </div>

      <ul className="mt-4 divide-y divide-charcoal-100">
        {items.map((item) => {
          const problem = lineProblem(item);
          return (
            <li key={cartLineKey(item)} className="flex gap-3 py-3">
              <ImageWithFallback
                src={item.image}
                alt=""
                frameClassName="size-14 shrink-0 rounded-xl"
                className={cn(problem?.kind === 'unavailable' && 'grayscale')}
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug font-semibold text-charcoal-900">{item.name}</p>
                <LineChoices choices={item.choices} className="mt-0.5" />
                <p className="mt-0.5 text-xs text-charcoal-500 tabular-nums">
                  {money(item.price)} {t('summary.quantity', { count: item.quantity })}
                  {item.priceWas !== undefined && (
                    <s className="block">{t('summary.was', { price: money(item.priceWas) })}</s>
                  )}
                </p>
                {problem && (
                  <p className="mt-1 text-xs font-semibold text-amber-800">
                    {problem.kind === 'short'
                      ? t('summary.lineShort', { left: problem.left })
                      : t(
                          problem.kind === 'options'
                            ? 'summary.lineOptions'
                            : 'summary.lineUnavailable',
                        )}
                  </p>
                )}
              </div>
              <p className="text-sm font-semibold text-charcoal-900 tabular-nums">
                {money(toNrs(toPaisa(item.price) * item.quantity))}
              </p>
            </li>
          );
        })}
      </ul>

      <OrderTotals
        testIds="checkout"
        sums={{
          subtotal: toNrs(totals.subtotal),
          discount: toNrs(totals.discount),
          deliveryFee: toNrs(totals.deliveryFee),
          total: toNrs(totals.total),
          couponCode: coupon?.code ?? null,
          fulfilment,
        }}
      />
      <p className="mt-2 text-xs text-charcoal-500">
        {payWith ? t('summary.taxesOnly') : t('summary.taxes')}
      </p>

      {notice && <div className="mt-5">{notice}</div>}

      {!online && (
        <p
          role="alert"
          className="mt-5 rounded-xl bg-charcoal-50 px-4 py-3 text-sm text-charcoal-700 ring-1 ring-charcoal-200"
        >
          {t('summary.offline')}
        </p>
      )}
      <Button
        type="submit"
        form={formId}
        size="lg"
        disabled={pending || !online}
        className="mt-5 w-full"
      >
        {pending ? (
          <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
        {pending
          ? t('summary.placing')
          : payWith
            ? t('payments:payWith', { wallet: methodName(payWith) })
            : t('summary.place')}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-charcoal-500">
        <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
        {t('summary.secure')}
      </p>
    </section>
  );
}
