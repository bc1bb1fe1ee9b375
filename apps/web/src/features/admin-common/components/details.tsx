import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** A labelled fact in a detail modal (name, email, date…). */
export function DetailItem({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Takes the whole row (a message). */
  wide?: boolean;
}) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-charcoal-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-charcoal-900">{children}</dd>
    </div>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-6 grid gap-5 sm:grid-cols-2">{children}</dl>;
}

/** Label and value pairs of a view dialog as tinted cards, two to a row where there is room. */
export function DetailCards({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-2xl bg-cream-50 px-4 py-3 ring-1 ring-charcoal-900/5"
        >
          <dt className="text-xs font-semibold tracking-wide text-charcoal-600 uppercase">
            {item.label}
          </dt>
          <dd className="mt-1 font-semibold text-charcoal-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
