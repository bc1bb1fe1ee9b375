import {
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * One column of a section's list: its header, its cell, whether it sorts the list (its `id` is
 * then the list call's `sortBy`), and what it is on a phone card.
 */
export interface SectionColumn<Row> {
  id: string;
  /** The section's word `table.<id>` unless said. */
  header?: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** A first click sorts descending (figures, dates); text starts ascending. */
  sortDescFirst?: boolean;
  /** Classes of the header and the cells (alignment, width). */
  className?: string;
  /** On a phone card: its heading, its foot (the actions), or left out; else a labelled fact. */
  card?: 'title' | 'actions' | 'hidden';
}

/** A figure's column: right-aligned in even digits, and it sorts the list largest first. */
export const figureColumn = <Row,>(
  id: string,
  cell: (row: Row) => ReactNode,
  className?: string,
): SectionColumn<Row> => ({
  id,
  sortable: true,
  sortDescFirst: true,
  className: cn('text-right whitespace-nowrap tabular-nums', className),
  cell,
});

/** A cell's value with a smaller line under it (the email under the name), each cut short. */
export const withNote = (value: ReactNode, note?: ReactNode, className?: string) => (
  <>
    <span className={cn('block truncate', className)}>{value}</span>
    {note && <span className="block truncate text-xs font-normal text-charcoal-500">{note}</span>}
  </>
);

export type SortDirection = 'asc' | 'desc';

/** The list's sort, as the address holds it (sortBy and sortOrder). */
export interface TableSort {
  by: string;
  order: SortDirection;
  onSort: (by: string, order: SortDirection) => void;
}

/** The look of the back office's tables: a card that scrolls sideways on a narrow screen. */
export const tableClasses = {
  frame: 'overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-charcoal-900/5',
  table: 'w-full min-w-[46rem] text-left text-sm',
  head: 'border-b border-charcoal-100 bg-cream-50 text-xs font-semibold tracking-wide text-charcoal-600 uppercase',
  headCell: 'px-4 py-3 font-semibold whitespace-nowrap',
  row: 'border-b border-charcoal-100 last:border-b-0 transition-colors hover:bg-cream-50/70',
  cell: 'px-4 py-3 align-middle text-charcoal-700',
} as const;

/** Below this width the rows are cards (the classes are written out for Tailwind to find). */
const CARDS_BELOW = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
} as const;

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, object>();

export interface SectionTableProps<Row> {
  /** The table's accessible name (its caption). */
  caption: string;
  columns: readonly SectionColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string | number;
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;
  sort?: TableSort;
  /** Cards from the same columns below this width; without it the table scrolls sideways. */
  cardsBelow?: keyof typeof CARDS_BELOW;
  busy?: boolean;
}

/**
 * A section's rows as a table (TanStack Table: the columns, the header model and the sorting,
 * done by the server), and, on narrow screens, as cards made of the same columns.
 */
export function SectionTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  rowProps,
  sort,
  cardsBelow,
  busy = false,
}: SectionTableProps<Row>) {
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.order === 'desc' }] : [];
  const table = useTable({
    features,
    data: rows as readonly object[],
    columns: columns.map((column) =>
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original as Row),
        enableSorting: column.sortable === true,
        sortDescFirst: column.sortDescFirst === true,
      }),
    ),
    getRowId: (row) => String(rowId(row as Row)),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && sort) sort.onSort(next.id, next.desc ? 'desc' : 'asc');
    },
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const layout = cardsBelow ? CARDS_BELOW[cardsBelow] : null;

  return (
    <div aria-busy={busy}>
      <div className={cn(tableClasses.frame, layout?.table)}>
        <table className={tableClasses.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={tableClasses.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const Icon =
                    sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        !canSort ? undefined : sorted ? `${sorted}ending` : ('none' as const)
                      }
                      className={cn(tableClasses.headCell, column?.className)}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            'inline-flex items-center gap-1.5 rounded-md uppercase transition hover:text-flame-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
                            sorted && 'text-charcoal-900',
                          )}
                        >
                          {column?.header}
                          <Icon
                            className={cn('size-3.5', !sorted && 'opacity-50')}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const { className, ...props } = rowProps?.(row.original as Row) ?? {};
              return (
                <tr key={row.id} {...props} className={cn(tableClasses.row, className)}>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(tableClasses.cell, byId.get(cell.column.id)?.className)}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {layout && (
        <ul aria-label={caption} className={cn('grid gap-3 sm:grid-cols-2', layout.cards)}>
          {rows.map((row) => (
            <RowCard key={rowId(row)} row={row} columns={columns} rowProps={rowProps} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One row as a phone card: the title column as its heading, the others as labelled facts. */
function RowCard<Row>({
  row,
  columns,
  rowProps,
}: Pick<SectionTableProps<Row>, 'columns' | 'rowProps'> & { row: Row }) {
  const { className, ...props } = rowProps?.(row) ?? {};
  const facts = columns.filter((column) => column.card === undefined);
  return (
    <li>
      <article
        {...props}
        className={cn(
          'h-full rounded-2xl bg-white p-4 shadow-card ring-1 ring-charcoal-900/5',
          className,
        )}
      >
        {columns
          .filter((column) => column.card === 'title')
          .map((column) => (
            <h2 key={column.id} className="font-semibold text-charcoal-900">
              {column.cell(row)}
            </h2>
          ))}
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map((column) => (
            <div key={column.id} className="min-w-0">
              <dt className="text-xs font-semibold text-charcoal-500 uppercase">{column.header}</dt>
              <dd className="break-words text-charcoal-800">{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
        {columns
          .filter((column) => column.card === 'actions')
          .map((column) => (
            <div
              key={column.id}
              className="mt-3 flex justify-end gap-1 border-t border-charcoal-100 pt-3"
            >
              {column.cell(row)}
            </div>
          ))}
      </article>
    </li>
  );
}
