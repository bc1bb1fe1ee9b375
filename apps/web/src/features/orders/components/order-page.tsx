import {
  CUSTOMER_CANCELLABLE_STATUSES,
  FINAL_ORDER_STATUSES,
  type Order,
  orderNumber,
  type PaymentReturn,
} from '@shop/shared';
import { CircleX, FileSearch, Radio, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PaymentSummary } from '@/features/payments/index.ts';
import { Trans, translateError, useFormat, useTranslation } from '@/i18n/index.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useOrder } from '../hooks/use-order.ts';
import { useOrderFulfilment } from '../hooks/use-order-fulfilment.ts';
import { usePaymentReturn } from '../hooks/use-payment-return.ts';
import { walletProblemIn } from '../order-page-state.ts';
import { AwaitingPayment } from './awaiting-payment.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { ORDER_DATE } from './order-card.tsx';
import { OrderExpected } from './order-expected.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PaymentReturnNotice } from './payment-return-notice.tsx';
import { RateOrder } from './rate-order.tsx';
import { ReorderButton } from './reorder-button.tsx';

const HISTORY = '/profile?tab=orders';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id={id} className="mb-5 text-lg font-bold text-charcoal-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BackToHistory() {
  const { t } = useTranslation('orders');
  return <BackLink to={HISTORY}>{t('order.back')}</BackLink>;
}

interface PaymentNews {
  /** How the wallet sent the customer back, until dismissed. */
  outcome: PaymentReturn | null;
  dismiss: () => void;
}

function OrderDetails({ order, paymentNews }: { order: Order; paymentNews: PaymentNews }) {
  const { t } = useTranslation('orders');
  const walletProblem = walletProblemIn(useLocation().state);
  const { date } = useFormat();
  const fulfilment = useOrderFulfilment()(order);
  const number = orderNumber(order.id);
  const open = !FINAL_ORDER_STATUSES.includes(order.status);
  const pickup = order.fulfilment === 'pickup';
  const facts = [
    { label: t('order.fulfilment.how'), value: fulfilment.how, testId: 'order-fulfilment' },
    ...(fulfilment.area
      ? [{ label: t('order.fulfilment.area'), value: fulfilment.area, testId: 'order-area' }]
      : []),
    { label: t('order.fulfilment.when'), value: fulfilment.when, testId: 'order-when' },
    pickup
      ? { label: t('order.fulfilment.pickupAt'), value: t('order.fulfilment.pickupPlace') }
      : { label: t('order.delivery.address'), value: order.deliveryAddress },
    { label: t('order.delivery.phone'), value: order.phone },
    {
      label: t('order.delivery.payment'),
      value: <PaymentSummary order={order} />,
      testId: 'order-payment',
    },
    ...(order.notes ? [{ label: t('order.delivery.notes'), value: order.notes }] : []),
  ];

  return (
    <>
      <title>{t('order.documentTitle', { number })}</title>
      <PageHero
        id="order-title"
        size="md"
        kicker={{
          icon: Receipt,
          text: t('order.placedOn', { date: date(new Date(order.createdAt), ORDER_DATE) }),
        }}
        title={
          <Trans
            t={t}
            i18nKey="order.title"
            values={{ number }}
            components={[<span key="number" className="font-mono text-flame-400" />]}
          />
        }
        aside={
          <OrderStatusBadge
            status={order.status}
            className="self-start px-4 py-2 text-sm lg:self-end"
          />
        }
      />
      {/* 24 px at the sides even on a phone: the feedback tab floats over the right edge's 24 px. */}
      <div className="mx-auto max-w-7xl px-6 py-6 sm:py-8 lg:px-8 lg:py-10">
        <BackToHistory />
        {(paymentNews.outcome || order.status === 'awaiting_payment') && (
          <div className="mb-6 space-y-4">
            {paymentNews.outcome && (
              <PaymentReturnNotice outcome={paymentNews.outcome} onDismiss={paymentNews.dismiss} />
            )}
            {order.status === 'awaiting_payment' && (
              <AwaitingPayment order={order} problem={walletProblem} />
            )}
          </div>
        )}
        {/* On a phone what can be done comes right after the status; on a wide screen it is the
            right-hand column beside the status and the items. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-8">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <Card id="order-status-title" title={t('order.timeline.title')}>
              <OrderTimeline order={order} />
              {fulfilment.rejection && (
                <div
                  data-testid="order-rejection"
                  className="mt-6 flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
                >
                  <CircleX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
                  <p>
                    <span className="block font-semibold">{t('order.rejected')}</span>
                    {fulfilment.rejection}
                  </p>
                </div>
              )}
              {open && (
                <p className="mt-6 flex items-center gap-2 rounded-2xl bg-cream-100 px-4 py-3 text-xs text-charcoal-600">
                  <Radio className="size-4 shrink-0 text-flame-600" aria-hidden="true" />
                  {t('order.timeline.live')}
                </p>
              )}
            </Card>
          </div>
          <div className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Card id="order-actions-title" title={t('order.actions')}>
              <div className="space-y-5">
                {open && <OrderExpected order={order} />}
                {CUSTOMER_CANCELLABLE_STATUSES.includes(order.status) && (
                  <CancelOrder order={order} />
                )}
                {order.status === 'delivered' && <RateOrder order={order} />}
                <ReorderButton order={order} />
              </div>
            </Card>
            <Card
              id="order-delivery-title"
              title={pickup ? t('order.delivery.pickupTitle') : t('order.delivery.title')}
            >
              <dl className="space-y-4 text-sm">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">
                      {fact.label}
                    </dt>
                    <dd className="mt-0.5 break-words text-charcoal-800" data-testid={fact.testId}>
                      {fact.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <Card id="order-items-title" title={t('order.items.title')}>
              <OrderLines order={order} />
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}

/** /orders/:id: the order's status timeline, estimate, lines and totals, and what can be done. */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const paymentNews = usePaymentReturn();

  if (order.data) return <OrderDetails order={order.data} paymentNews={paymentNews} />;
  if (order.isPending) return <PageLoader />;
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-6 py-10 sm:py-16">
      <BackToHistory />
      {notFound ? (
        <EmptyState
          icon={FileSearch}
          headingLevel="h1"
          title={translateError(order.error)}
          action={
            <ButtonLink to={HISTORY} size="lg">
              {t('order.back')}
            </ButtonLink>
          }
        >
          {t('order.notFound')}
        </EmptyState>
      ) : (
        <ErrorState
          headingLevel="h2"
          title={t('order.loadFailed')}
          message={errorMessage(order.error)}
          onRetry={() => void order.refetch()}
        />
      )}
    </div>
  );
}
