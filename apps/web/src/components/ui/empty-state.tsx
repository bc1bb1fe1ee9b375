import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** A button or link that gets the visitor going again. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** A friendly panel for a list with nothing in it. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-3xl border border-dashed border-charcoal-200 bg-white/70 px-6 py-14 text-center sm:py-16',
        className,
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-cream-200 text-flame-700">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <Heading className="mt-5 text-xl font-bold text-charcoal-900">{title}</Heading>
      <div className="mt-2 max-w-sm text-charcoal-600">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
