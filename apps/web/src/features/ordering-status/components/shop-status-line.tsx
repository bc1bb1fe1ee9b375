import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useOrderingStatus, useOrderingStatusEvents } from '../hooks/use-ordering-status.ts';
import { useStatusWords } from '../hooks/use-status-words.ts';

const TONES = {
  open: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  closed: 'bg-charcoal-100 text-charcoal-800 ring-charcoal-200',
  paused: 'bg-amber-50 text-amber-950 ring-amber-200',
} as const;

const DOTS = { open: 'bg-emerald-500', closed: 'bg-charcoal-400', paused: 'bg-amber-500' } as const;

/**
 * The shop's status on every shop page (docs/product-rules.md#opening-hours): open and until
 * when, closed and when it opens, or paused and why, for delivery. Rendered on the server with
 * the page, then kept current; nothing is shown while it is unknown.
 */
export function ShopStatusLine() {
  useOrderingStatusEvents();
  const { data } = useOrderingStatus();
  const words = useStatusWords();
  const status = data?.delivery;
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 lg:px-8">
      {status && data && (
        <p
          data-testid="shop-status"
          data-mode={status.mode}
          className={cn(
            'inline-flex max-w-full items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1 sm:text-sm',
            TONES[status.mode],
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-2 shrink-0 rounded-full', DOTS[status.mode])}
          />
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{words(status, data.now)}</span>
        </p>
      )}
    </div>
  );
}
