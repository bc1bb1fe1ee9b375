import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface CheckoutSectionProps {
  id: string;
  step: number;
  icon: LucideIcon;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** One numbered card of the checkout's left column: delivery, payment, coupon. */
export function CheckoutSection({
  id,
  step,
  icon: Icon,
  title,
  lead,
  children,
}: CheckoutSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-charcoal-900/5 bg-white p-5 shadow-card sm:p-7"
    >
      <div className="mb-6 flex items-start gap-4">
        <span className="relative flex size-11 shrink-0 items-center justify-center rounded-2xl bg-flame-50 text-flame-700 ring-1 ring-flame-100">
          <Icon className="size-5" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-charcoal-900 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {step}
          </span>
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-charcoal-900 sm:text-xl">
            {title}
          </h2>
          {lead && <p className="mt-1 text-sm text-charcoal-600">{lead}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
