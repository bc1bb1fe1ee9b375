import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One part of the Ordering screen: a white card with its icon, title, lead and buttons. */
export function OrderingCard(props: {
  icon: LucideIcon;
  title: string;
  lead?: string;
  /** Buttons beside the title from a tablet's width. */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const { icon: Icon, title, lead, actions, testId, children } = props;
  const id = `ordering-${title.toLowerCase().replaceAll(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-charcoal-900/5 sm:p-6"
    >
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-flame-50 text-flame-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={id} className="text-lg font-bold text-charcoal-900">
              {title}
            </h2>
            {lead && <p className="mt-0.5 text-sm text-charcoal-600">{lead}</p>}
          </div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
