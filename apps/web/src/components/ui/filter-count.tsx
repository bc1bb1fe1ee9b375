import { useFormat } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/** The look of a pressed filter button: dark, lifted off the page. */
export const pressedFilterClasses = 'bg-charcoal-900 text-white shadow-md shadow-charcoal-900/20';

/** How many items a filter button leads to; nothing while the count is unknown. */
export function FilterCount({ count, pressed }: { count: number | undefined; pressed: boolean }) {
  const { number } = useFormat();
  if (count === undefined) return null;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs tabular-nums',
        pressed ? 'bg-white/15 text-white' : 'bg-charcoal-900/5 text-charcoal-600',
      )}
    >
      {number(count)}
    </span>
  );
}
