import type { Order } from '@shop/shared';
import {
  ArrowRight,
  Banknote,
  Check,
  type LucideIcon,
  MapPin,
  Radio,
  Store,
  UtensilsCrossed,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import {
  OrderStatusBadge,
  orderNumber,
  useOrderExpected,
  useOrderFulfilment,
} from '@/features/orders/index.ts';
import { PaymentSummary } from '@/features/payments/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** One of the panel's notes under the figures: an icon, a small label, and what it says. */
function PlacedNote({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-flame-600" aria-hidden="true" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">{label}</p>
        {children}
      </div>
    </div>
  );
}

interface OrderPlacedPanelProps {
  order: Order;
  /** Whom to thank: the customer's first name. */
  name: string;
}

/**
 * After a success: the order's number, total, status and estimated delivery (or the time it
 * is ordered for), where it goes and its fee, and where next:
 * the order's own live page, the history, or the menu.
 */
export function OrderPlacedPanel({ order, name }: OrderPlacedPanelProps) {
  const { t } = useTranslation('checkout');
  const { money } = useFormat();
  const expected = useOrderExpected()(order);
  const fulfilment = useOrderFulfilment()(order);
  const pickup = order.fulfilment === 'pickup';
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the customer was on is gone: bring them, and their screen reader, to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  const facts = [
    {
      label: t('placed.orderId'),
      value: (
        <span data-testid="placed-order-id" title={order.id} className="font-mono tracking-wide">
          {orderNumber(order.id)}
        </span>
      ),
    },
    {
      label: t('placed.total'),
      value: <span className="tabular-nums">{money(order.totalAmount)}</span>,
    },
    { label: t('placed.status'), value: <OrderStatusBadge status={order.status} /> },
    {
      label: expected.label,
      value: <span data-testid={`placed-${expected.kind}`}>{expected.value}</span>,
    },
  ];
  const fee = order.deliveryFee > 0 ? money(order.deliveryFee) : t('placed.free');

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
      <title>{t('placed.documentTitle')}</title>
      <section
        aria-labelledby="order-placed-title"
        className="overflow-hidden rounded-[2rem] border border-charcoal-900/5 bg-white shadow-card"
      >
        <div className="relative isolate overflow-hidden bg-charcoal-950 px-6 pt-10 pb-9 text-center text-white sm:px-10 sm:pt-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_90%_at_50%_0%,var(--color-flame-700)_0%,transparent_65%)]"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 [background-image:radial-gradient(var(--color-cream-100)_1px,transparent_1px)] [background-size:18px_18px] opacity-[0.07]"
          />
          <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-emerald-500 shadow-lg ring-8 shadow-emerald-950/40 ring-white/10">
            <Check className="size-10" strokeWidth={3} aria-hidden="true" />
          </span>
          <p className="mt-6 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase">
            {t('placed.kicker')}
          </p>
          <h1
            id="order-placed-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-display-tight text-4xl text-white outline-none sm:text-5xl"
          >
            {t('placed.title')}
          </h1>
          <p className="mx-auto mt-3 max-w-md text-charcoal-200">{t('placed.lead', { name })}</p>
        </div>

        <dl className="grid grid-cols-2 gap-px bg-charcoal-100 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1.5 bg-white px-5 py-4">
              <dt className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">
                {fact.label}
              </dt>
              <dd className="text-base font-bold text-charcoal-900">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <div className="grid gap-4 border-t border-charcoal-100 px-5 py-6 sm:grid-cols-2 sm:px-8">
          <PlacedNote
            icon={pickup ? Store : MapPin}
            label={pickup ? t('placed.pickupAt') : t('placed.deliverTo')}
          >
            <p className="mt-1 text-sm text-charcoal-800">
              {pickup ? t('placed.pickupPlace') : order.deliveryAddress}
            </p>
            <p className="text-sm text-charcoal-600">{order.phone}</p>
            {!pickup && (
              <p data-testid="placed-delivery" className="mt-1 text-sm text-charcoal-600">
                {fulfilment.area
                  ? t('placed.areaFee', { area: fulfilment.area, fee })
                  : t('placed.fee', { fee })}
              </p>
            )}
          </PlacedNote>
          <PlacedNote icon={Banknote} label={t('placed.payment')}>
            {order.payment.method === 'cash' ? (
              <>
                <p className="mt-1 text-sm font-semibold text-charcoal-800">{t('placed.cash')}</p>
                <p className="text-sm text-charcoal-600">
                  {t('placed.cashNote', { total: money(order.totalAmount) })}
                </p>
              </>
            ) : (
              // The same attempt sent again after a wallet paid it: how it was paid.
              <PaymentSummary
                order={order}
                className="mt-1 block text-sm font-semibold text-charcoal-800"
              />
            )}
          </PlacedNote>
        </div>

        <div className="flex flex-col gap-3 border-t border-charcoal-100 bg-cream-50 px-5 py-6 sm:flex-row sm:flex-wrap sm:justify-center sm:px-8">
          <ButtonLink to="/profile?tab=orders" size="lg">
            {t('placed.viewHistory')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={`/orders/${order.id}`} variant="secondary" size="lg">
            <Radio className="size-4" aria-hidden="true" />
            {t('placed.followOrder')}
          </ButtonLink>
          <ButtonLink to="/meals" variant="secondary" size="lg">
            <UtensilsCrossed className="size-4" aria-hidden="true" />
            {t('placed.orderMore')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
