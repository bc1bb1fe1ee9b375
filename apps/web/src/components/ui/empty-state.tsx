import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatePanel } from './state-panel.tsx';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** A button or link that gets the visitor going again. */
  action?: ReactNode;
  /** The heading level that fits the page outline (h3 inside a dialog). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** A friendly panel for a list with nothing in it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <StatePanel
      tone="empty"
      icon={icon}
      title={title}
      headingLevel={headingLevel}
      className={className}
    >
      <div className="mt-2 max-w-sm text-charcoal-600">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </StatePanel>
  );
}
