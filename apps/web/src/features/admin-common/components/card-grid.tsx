import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The cards' grid: one column on a phone, two on a tablet, three on a wide screen. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

/** Placeholder cards while the first page loads. */
export function CardGridSkeleton({ withImage }: { withImage: boolean }) {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="overflow-hidden rounded-3xl bg-white shadow-card">
          {withImage && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
