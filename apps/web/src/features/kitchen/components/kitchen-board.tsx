import {
  KITCHEN_STATUSES,
  type KitchenStatus,
  type KitchenTicket,
  NEXT_KITCHEN_STATUS,
} from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { arrangeTickets } from '../arrange-tickets.ts';
import { useMoveTicket } from '../hooks/use-move-ticket.ts';
import { TicketCard } from './ticket-card.tsx';

const COLUMN_ACCENTS: Record<KitchenStatus, string> = {
  confirmed: 'bg-flame-500',
  preparing: 'bg-amber-400',
  ready: 'bg-emerald-500',
};

/** Three columns, one per status a ticket moves through, each in the queue's order. */
export function KitchenBoard({
  tickets,
  now,
  flashing,
}: {
  tickets: readonly KitchenTicket[];
  now: number;
  flashing: ReadonlySet<string>;
}) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  const columns = arrangeTickets(tickets);
  const move = useMoveTicket();
  const onMove = (ticket: KitchenTicket) => {
    const to = NEXT_KITCHEN_STATUS[ticket.status];
    if (to) move.mutate({ ticket, to });
  };
  return (
    <section
      aria-label={t('columns.label')}
      // On a phone one column at a time, swiped through; from a tablet's width all three. Both
      // scrollers are positioned, so that screen-reader words inside scroll with them.
      className="relative grid min-h-0 flex-1 scroll-px-3 snap-x snap-mandatory auto-cols-[min(86%,24rem)] grid-flow-col gap-3 overflow-x-auto p-3 md:grid-flow-row md:grid-cols-3 lg:gap-4 lg:p-4"
    >
      {KITCHEN_STATUSES.map((status) => {
        const column = columns[status];
        const headingId = `kitchen-column-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            data-column={status}
            className="flex min-h-0 snap-start flex-col rounded-2xl bg-white/[0.04] ring-1 ring-white/10"
          >
            <header className="flex shrink-0 items-center gap-3 px-4 pt-3 pb-2.5">
              <span
                aria-hidden="true"
                className={cn('h-7 w-1.5 rounded-full', COLUMN_ACCENTS[status])}
              />
              <h2 id={headingId} className="font-display-tight text-2xl text-white uppercase">
                {t(`columns.${status}`)}
              </h2>
              <span className="ml-auto rounded-full bg-white/10 px-3 py-1 text-base font-bold text-white tabular-nums">
                <span aria-hidden="true">{number(column.length)}</span>
                <span className="sr-only">{t('columns.count', { count: column.length })}</span>
              </span>
            </header>
            <div className="relative min-h-0 flex-1 overflow-y-auto px-2.5 pb-3 lg:px-3">
              {column.length === 0 ? (
                <p className="px-2 py-6 text-center text-lg font-semibold text-charcoal-400">
                  {t('columns.none')}
                </p>
              ) : (
                <div className="grid gap-3">
                  {column.map((ticket) => (
                    <TicketCard
                      key={ticket.id}
                      ticket={ticket}
                      now={now}
                      flashing={flashing.has(ticket.id)}
                      onMove={onMove}
                      moving={move.isPending && move.variables?.ticket.id === ticket.id}
                    />
                  ))}
                </div>
              )}
            </div>
          </section>
        );
      })}
    </section>
  );
}
