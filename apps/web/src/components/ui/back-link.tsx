import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link back to where a page was reached from, above its heading (checkout, an order). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-5 inline-flex h-10 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-charcoal-700 transition hover:text-flame-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
