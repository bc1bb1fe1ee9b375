import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export type SortDirection = 'asc' | 'desc';

interface SortableHeaderProps {
  children: ReactNode;
  /** The direction when the table is sorted by this column, else null. */
  sorted: SortDirection | null;
  onSort: () => void;
  className?: string;
}

/** A column header that sorts the table by its column (again: the other way round). */
export function SortableHeader({ children, sorted, onSort, className }: SortableHeaderProps) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className={cn('px-2.5 py-3 font-semibold whitespace-nowrap', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-md transition hover:text-flame-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
          sorted && 'text-charcoal-900',
        )}
      >
        {children}
        <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** A plain column header, styled like the sortable ones. */
export function ColumnHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-2.5 py-3 font-semibold whitespace-nowrap', className)}>
      {children}
    </th>
  );
}
