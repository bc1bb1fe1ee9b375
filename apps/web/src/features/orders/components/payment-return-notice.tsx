import type { PaymentReturn } from '@shop/shared';
import { CircleAlert, CircleCheck, Hourglass, type LucideIcon, X } from 'lucide-react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** Good news and a wait are told politely (status); a failure interrupts (alert). */
const LOOKS: Record<PaymentReturn, { icon: LucideIcon; role: 'status' | 'alert'; frame: string }> =
  {
    paid: {
      icon: CircleCheck,
      role: 'status',
      frame: 'border-emerald-200 bg-emerald-50 text-emerald-900 [&_svg]:text-emerald-600',
    },
    pending: {
      icon: Hourglass,
      role: 'status',
      frame: 'border-sky-200 bg-sky-50 text-sky-900 [&_svg]:text-sky-600',
    },
    failed: {
      icon: CircleAlert,
      role: 'alert',
      frame: 'border-red-200 bg-red-50 text-red-800 [&_svg]:text-red-600',
    },
    invalid: {
      icon: CircleAlert,
      role: 'alert',
      frame: 'border-amber-200 bg-amber-50 text-amber-900 [&_svg]:text-amber-600',
    },
  };

/** What happened at the wallet the customer just came back from (`?payment=`). */
export function PaymentReturnNotice({
  outcome,
  onDismiss,
}: {
  outcome: PaymentReturn;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('payments');
  const { icon: Icon, role, frame } = LOOKS[outcome];
  return (
    <div
      data-testid="payment-return"
      className={cn(
        'flex animate-fade-in items-start gap-3 rounded-2xl border px-4 py-3 text-sm',
        frame,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p role={role} className="min-w-0 flex-1 font-medium">
        {t(`returned.${outcome}`)}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('returned.dismiss')}
        className="-m-1.5 flex size-8 shrink-0 items-center justify-center rounded-full transition hover:bg-charcoal-900/5"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
