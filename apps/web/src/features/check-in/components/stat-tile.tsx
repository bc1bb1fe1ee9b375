import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** One figure of a customer (total spent, status, visits) as a labelled tile. */
export function StatTile({
  icon: Icon,
  label,
  children,
  testId,
  className,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl bg-cream-100 p-4 ring-1 ring-charcoal-900/5', className)}>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-charcoal-600 uppercase">
        <Icon className="size-4 text-flame-600" aria-hidden="true" />
        {label}
      </dt>
      <dd data-testid={testId} className="mt-2 text-xl font-bold text-charcoal-900 sm:text-2xl">
        {children}
      </dd>
    </div>
  );
}
