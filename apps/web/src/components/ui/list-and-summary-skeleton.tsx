import { Skeleton } from './skeleton.tsx';

/**
 * Where a page of the customer's own things (the cart, the checkout) will show them, while only
 * the browser knows them: rows on the left and a summary card on the right, in the page's grid.
 */
export function ListAndSummarySkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div
      aria-hidden="true"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-10"
    >
      <div className="space-y-3 sm:space-y-4">
        <Skeleton className="mb-4 h-7 w-40" />
        {Array.from({ length: rows }, (_, row) => `row-${row}`).map((row) => (
          <div
            key={row}
            className="flex gap-4 rounded-3xl border border-charcoal-900/5 bg-white p-4 shadow-card"
          >
            <Skeleton className="size-24 shrink-0 rounded-2xl sm:size-28" />
            <div className="flex flex-1 flex-col gap-3 py-1">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-auto h-10 w-32 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-4 rounded-3xl border border-charcoal-900/5 bg-white p-6 shadow-card">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
