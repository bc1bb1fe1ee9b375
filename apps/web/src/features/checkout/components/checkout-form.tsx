import {
  type CheckoutConflict,
  isWallet,
  type PaymentMethod,
  type PlacedOrderResponse,
} from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CreditCard, MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCustomerSession } from '@/features/account/index.ts';
import { useCartStore } from '@/features/cart/index.ts';
import { requestOrderNotifications } from '@/features/order-updates/index.ts';
import { orderQueryKeys } from '@/features/orders/index.ts';
import { usePaymentMethods } from '@/features/payments/index.ts';
import { translateError, useFormat, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { validation } from '@/i18n/locales/en/validation.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { placeOrder } from '../api/place-order.ts';
import {
  checkoutConflictOf,
  lineProblemOf,
  mealsFromConflict,
  needsCartChanges,
  type PriceChange,
  priceChangesOf,
} from '../checkout-conflict.ts';
import {
  clearCheckoutDraft,
  isDraftField,
  readCheckoutDraft,
  saveCheckoutDraft,
} from '../checkout-draft.ts';
import {
  type CheckoutValues,
  checkoutFormSchemaFor,
  checkoutTotals,
  checkoutValuesFor,
  orderRequestFrom,
  validateRequestFrom,
} from '../checkout-form.ts';
import { areaBelowMinimum, expectedFeePaisa } from '../fulfilment-choice.ts';
import { useCoupon } from '../hooks/use-coupon.ts';
import { useFulfilment } from '../hooks/use-fulfilment.ts';
import { useOrderValidation } from '../hooks/use-order-validation.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { CheckoutSection } from './checkout-section.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import { CouponSection } from './coupon-section.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { FulfilmentSection } from './fulfilment-section.tsx';
import { PaymentChoice } from './payment-choice.tsx';

const FORM_ID = 'checkout-form';

const addressLine = (values: CheckoutValues) => `${values.address}, ${values.city}`;

interface Refusal {
  conflict: CheckoutConflict;
  priceChanges: PriceChange[];
}

/**
 * The checkout itself: delivery details, payment, coupon and the summary with Place Order (or
 * Pay with eSewa / Khalti).
 * One idempotency key names this attempt and goes with every retry, so a retry after a lost
 * answer returns the order already placed instead of placing a second; a success starts anew.
 */
export function CheckoutForm({ onPlaced }: { onPlaced: (placed: PlacedOrderResponse) => void }) {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('validation');
  const { money } = useFormat();
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const { customer } = useCustomerSession();
  const items = useCartStore((state) => state.items);
  const syncWithMenu = useCartStore((state) => state.syncWithMenu);
  const clearCart = useCartStore((state) => state.clear);
  const coupon = useCoupon(items);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { methods } = usePaymentMethods();
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  // A wallet the shop stops offering (or not offered yet) falls back to cash.
  const paymentMethod = methods.includes(chosenMethod) ? chosenMethod : 'cash';
  // A reload keeps what was typed of the address and notes (for this tab, until placed).
  const [initialValues] = useState(() => ({
    ...checkoutValuesFor(customer),
    ...readCheckoutDraft(customer?.id),
  }));
  // The address the area is matched from, as the form starts and as it is typed.
  const [address, setAddress] = useState(() => addressLine(initialValues));
  const fulfilment = useFulfilment(address);
  const expectedFee = expectedFeePaisa(fulfilment.area, coupon.applied?.freeDelivery ?? false);
  const asked = {
    fulfilment: fulfilment.choice.fulfilment,
    areaId: fulfilment.choice.chosenAreaId ?? fulfilment.area?.id,
    scheduledFor:
      fulfilment.choice.when === 'later' ? (fulfilment.choice.slot ?? undefined) : undefined,
    deliveryFee: expectedFee,
  };

  const form = useFormSubmit({
    schema: checkoutFormSchemaFor(fulfilment.choice.fulfilment),
    initialValues,
    invalidToast: translate(validation.checkout.incomplete),
    send: (details) => {
      setRefusal(null);
      return placeOrder(
        orderRequestFrom(
          details,
          items,
          coupon.applied,
          { customerId: customer?.id ?? '', idempotencyKey, paymentMethod },
          how,
        ),
      );
    },
    onSuccess: (placed) => {
      // A wallet order is placed too (it waits for its payment): the cart is done with.
      clearCart();
      clearCheckoutDraft();
      setIdempotencyKey(newIdempotencyKey());
      void refreshQueries(queryClient, [{ queryKey: orderQueryKeys.all }]);
      onPlaced(placed);
    },
    onError: (error) => {
      const conflict = checkoutConflictOf(error);
      if (!conflict) return;
      setRefusal({ conflict, priceChanges: priceChangesOf(conflict, items) });
      // Today's prices go into the cart, pointed out as on the cart page (decision 008).
      syncWithMenu(mealsFromConflict(conflict, items));
      coupon.takeConflict(conflict.coupon);
      pricing.refresh();
      if (conflict.ordering?.reason === 'slot_full') fulfilment.offerSlots(conflict.ordering.slots);
    },
  });

  // The server prices the order as it stands: its fee is the one shown and sent.
  const pricing = useOrderValidation(
    customer ? validateRequestFrom(form.values, items, coupon.applied, customer.id, asked) : null,
  );
  const how = { ...asked, deliveryFee: pricing.feePaisa ?? expectedFee };
  const totals = checkoutTotals(items, coupon.applied, how.deliveryFee);
  const short = areaBelowMinimum(fulfilment.area, totals.subtotal);
  const belowMinimum = short
    ? tv('orders.belowMinimum', { area: short.name, minimum: money(short.minimumOrder) })
    : null;

  const setValue = (field: keyof CheckoutValues & string, value: string) => {
    form.setValue(field, value);
    if (field === 'address' || field === 'city') {
      setAddress(addressLine({ ...form.values, [field]: value }));
    }
    if (isDraftField(field)) saveCheckoutDraft(customer?.id, { ...form.values, [field]: value });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!customer) {
      event.preventDefault();
      toast.error(translate(validation.checkout.loginRequired));
      return;
    }
    if (belowMinimum) {
      event.preventDefault();
      toast.error(belowMinimum);
      return;
    }
    // Before anything is awaited: browsers show the prompt only during the click itself.
    requestOrderNotifications();
    form.onSubmit(event);
  };

  const pending = form.submission.isPending;
  const failure = form.submission.error;
  const conflict = refusal?.conflict ?? null;
  const notice = refusal ? (
    <ConflictNotice
      conflict={refusal.conflict}
      priceChanges={refusal.priceChanges}
      fixInCart={needsCartChanges(refusal.conflict, items)}
    />
  ) : failure ? (
    <div
      role="alert"
      className="flex animate-fade-in items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
      <span>
        <span className="block font-semibold">{translateError(failure)}</span>
        <span className="mt-0.5 block">{t('failed')}</span>
      </span>
    </div>
  ) : belowMinimum ? (
    <p
      role="alert"
      data-testid="checkout-below-minimum"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      {belowMinimum}
    </p>
  ) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-10">
      <div className="min-w-0 space-y-6">
        <form
          id={FORM_ID}
          ref={form.formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label={t('delivery.title')}
          className="space-y-6"
        >
          <fieldset disabled={pending} className="min-w-0 space-y-6">
            <CheckoutSection
              id="delivery-title"
              step={1}
              icon={MapPin}
              title={t('delivery.title')}
              lead={t('delivery.lead')}
            >
              <FulfilmentSection
                controls={fulfilment}
                addressTyped={form.values.address.trim() !== ''}
              />
              <div className="mt-6">
                <DeliveryFields
                  values={form.values}
                  errors={form.errors}
                  onChange={setValue}
                  pickup={fulfilment.choice.fulfilment === 'pickup'}
                />
              </div>
            </CheckoutSection>
            <CheckoutSection
              id="payment-title"
              step={2}
              icon={CreditCard}
              title={t('payment.title')}
            >
              <PaymentChoice methods={methods} value={paymentMethod} onChange={setPaymentMethod} />
            </CheckoutSection>
          </fieldset>
        </form>
        <CouponSection
          coupon={coupon}
          disabled={pending}
          waivesFee={
            (coupon.applied?.freeDelivery ?? false) && expectedFeePaisa(fulfilment.area, false) > 0
          }
        />
      </div>

      <CheckoutSummary
        items={items}
        totals={totals}
        fulfilment={fulfilment.choice.fulfilment}
        coupon={coupon.applied}
        lineProblem={(item) => lineProblemOf(item, conflict, items)}
        formId={FORM_ID}
        payWith={isWallet(paymentMethod) ? paymentMethod : null}
        pending={pending}
        notice={notice}
      />
    </div>
  );
}
