import type { ReactNode } from 'react';

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
