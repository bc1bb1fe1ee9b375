import type { ReactNode } from 'react';

/** A titled group of label/value pairs in the details modal. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
      <h3 className="text-sm font-bold tracking-wide text-charcoal-900">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3">{children}</dl>
    </section>
  );
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-charcoal-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-charcoal-900">{children}</dd>
    </div>
  );
}
