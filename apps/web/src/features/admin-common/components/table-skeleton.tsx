import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';

const ROWS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A table's shape while its first page loads: a card of grey rows. */
export function TableSkeleton({
  rows = 5,
  rowClassName,
}: {
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div className="space-y-2 rounded-3xl bg-white p-4 shadow-card" aria-hidden="true">
      {ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} className={cn('h-12 w-full', rowClassName)} />
      ))}
    </div>
  );
}
