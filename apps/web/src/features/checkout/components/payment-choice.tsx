import { Banknote, CircleCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';

/**
 * Cash on delivery, the only way to pay (docs/product-rules.md#pricing): shown as the one, chosen,
 * option.
 */
export function PaymentChoice() {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="sr-only">{t('payment.title')}</legend>
      <label className="flex cursor-default items-center gap-4 rounded-2xl border-2 border-flame-500 bg-flame-50/60 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500">
        <input type="radio" name="payment_method" value="cash" defaultChecked className="sr-only" />
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-flame-700 shadow-sm ring-1 ring-flame-100">
          <Banknote className="size-6" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-charcoal-900">{t('payment.cash')}</span>
          <span className="mt-0.5 block text-sm text-charcoal-600">{t('payment.cashText')}</span>
        </span>
        <CircleCheck className="size-6 shrink-0 text-flame-600" aria-hidden="true" />
      </label>
      <p className="mt-3 text-xs text-charcoal-500">{t('payment.only')}</p>
    </fieldset>
  );
}
