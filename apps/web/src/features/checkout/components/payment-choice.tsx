import { isWallet, type PaymentMethod } from '@shop/shared';
import { Banknote, CircleCheck, type LucideIcon, Wallet } from 'lucide-react';
import { useId } from 'react';
import { usePaymentMethodName } from '@/features/payments/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** Each way to pay's icon tile: the wallets in their brands' colours. */
const LOOKS: Record<PaymentMethod, { icon: LucideIcon; tile: string }> = {
  cash: { icon: Banknote, tile: 'text-flame-700 ring-flame-100' },
  esewa: { icon: Wallet, tile: 'text-emerald-700 ring-emerald-100' },
  khalti: { icon: Wallet, tile: 'text-violet-700 ring-violet-100' },
};

const cardClasses =
  'flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-charcoal-200 bg-white p-3 transition has-[:checked]:border-flame-500 has-[:checked]:bg-flame-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500 sm:gap-4 sm:p-4';

interface PaymentChoiceProps {
  /** The ways the shop offers now, cash first (usePaymentMethods). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/**
 * How the customer pays: cash on delivery (chosen at first), or a wallet the shop offers, which
 * they leave for once the order is placed.
 */
export function PaymentChoice({ methods, value, onChange }: PaymentChoiceProps) {
  const { t } = useTranslation(['checkout', 'payments']);
  const methodName = usePaymentMethodName();
  const id = useId();
  const describe = (method: PaymentMethod) =>
    isWallet(method)
      ? t('payments:choice.walletText', { wallet: methodName(method) })
      : t('payments:choice.cashText');
  const note = isWallet(value)
    ? t('payments:choice.walletNote', { wallet: methodName(value) })
    : methods.length === 1
      ? t('checkout:payment.only')
      : null;
  return (
    <div>
      <div role="radiogroup" aria-label={t('payments:choice.label')} className="grid gap-3">
        {methods.map((method) => {
          const { icon: Icon, tile } = LOOKS[method];
          const checked = value === method;
          return (
            <label key={method} className={cardClasses}>
              <input
                type="radio"
                name="payment_method"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-labelledby={`${id}-${method}`}
                aria-describedby={`${id}-${method}-text`}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white shadow-sm ring-1 sm:size-12',
                  tile,
                )}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span id={`${id}-${method}`} className="block font-bold text-charcoal-900">
                  {methodName(method)}
                </span>
                <span
                  id={`${id}-${method}-text`}
                  className="mt-0.5 block text-sm text-charcoal-600"
                >
                  {describe(method)}
                </span>
              </span>
              <CircleCheck
                className={cn('size-6 shrink-0 text-flame-600', !checked && 'invisible')}
                aria-hidden="true"
              />
            </label>
          );
        })}
      </div>
      {note && <p className="mt-3 text-xs text-charcoal-500">{note}</p>}
    </div>
  );
}
