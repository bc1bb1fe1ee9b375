import type { Order } from '@shop/shared';
import { CalendarClock, ChefHat, Clock, type LucideIcon } from 'lucide-react';
import { type ExpectedKind, useOrderExpected } from '../hooks/use-order-expected.ts';

const ICONS: Record<ExpectedKind, LucideIcon> = {
  'ready-by': ChefHat,
  scheduled: CalendarClock,
  estimate: Clock,
};

/** What an open order's customer may expect (useOrderExpected), in a tinted box. */
export function OrderExpected({ order }: { order: Order }) {
  const expected = useOrderExpected()(order);
  const Icon = ICONS[expected.kind];
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-flame-50 p-4 ring-1 ring-flame-100">
      <Icon className="size-5 shrink-0 text-flame-700" aria-hidden="true" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-flame-800 uppercase">
          {expected.label}
        </p>
        <p className="text-lg font-bold text-charcoal-900" data-testid={`order-${expected.kind}`}>
          {expected.value}
        </p>
      </div>
    </div>
  );
}
