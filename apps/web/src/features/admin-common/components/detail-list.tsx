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
