import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The white card with the shield that holds the staff sign-in, its heading and its lead. */
export function StaffSignInCard({
  labelledBy,
  children,
}: {
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-[2rem] border border-charcoal-900/5 bg-white p-6 shadow-card sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-flame-50 text-flame-700">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      {children}
    </section>
  );
}
