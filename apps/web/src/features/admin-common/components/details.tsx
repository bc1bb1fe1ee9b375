import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { dateWithTime } from '../format.ts';

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

/** A fact of a detail view: its label, its value, and whether it takes the whole row. */
export type Fact = readonly [label: string, value: ReactNode, wide?: boolean];

/** The facts of a detail view as label and value pairs, two to a row where there is room. */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map(([label, value, wide]) => (
        <DetailItem key={label} label={label} wide={wide}>
          {value}
        </DetailItem>
      ))}
    </dl>
  );
}

/** A titled part of a detail view (customer, items, history…). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">{title}</h3>
      {children}
    </section>
  );
}

/** What stands for a part of a detail view not read yet: grey while it loads, or why it failed. */
export function DetailPending(props: { failed: boolean; message: string; className: string }) {
  return props.failed ? (
    <p role="alert" className="text-sm text-red-700">
      {props.message}
    </p>
  ) : (
    <Skeleton className={cn('w-full rounded-2xl', props.className)} />
  );
}

/** One entry of a record's history: its mark, what happened, when, by whom, and a note. */
export interface HistoryEntry {
  key: string | number;
  mark: ReactNode;
  text: ReactNode;
  at: string;
  by?: string | null;
  note?: string | null;
}

/** A record's history (an order's statuses, a customer's activity), in the order given. */
export function HistoryList({ entries, testId }: { entries: HistoryEntry[]; testId: string }) {
  return (
    <ol className="space-y-2" data-testid={testId}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          className="flex items-start gap-3 rounded-xl bg-white p-2.5 text-sm ring-1 ring-charcoal-100"
        >
          {entry.mark}
          <div className="min-w-0">
            <p className="font-medium text-charcoal-900">{entry.text}</p>
            <p className="text-xs text-charcoal-500">
              <time dateTime={entry.at}>{dateWithTime(entry.at)}</time>
              {entry.by && ` · ${entry.by}`}
            </p>
            {entry.note && (
              <p className="mt-1 rounded-xl bg-cream-100 px-3 py-2 text-charcoal-700">
                {entry.note}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
