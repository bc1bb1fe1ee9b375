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
import { shortDate, timeOfDay } from '../format.ts';
import type { SectionList } from '../use-section.ts';

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

/** When something came, in a column: its day, and under it the time on the restaurant's clock. */
export const receivedCell = (iso: string) => withNote(shortDate(iso), timeOfDay(iso));

export type RowProps<Row> = (
  row: Row,
) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;

/** Below this width the rows are cards (the classes are written out for Tailwind to find). */
const CARDS_BELOW = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
} as const;

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, object>();

interface SectionTableProps<Row> {
  /** The table's accessible name (its caption), and the phone cards' list's. */
  caption: string;
  columns: readonly SectionColumn<Row>[];
  /** The rows, their keys, their sort in the address (sortBy, sortOrder), whether more load. */
  list: Pick<SectionList<Row>, 'rows' | 'section' | 'address'> & { query: { isFetching: boolean } };
  rowProps?: RowProps<Row>;
  /** Cards from the same columns below this width; without it the table scrolls sideways. */
  cardsBelow?: keyof typeof CARDS_BELOW;
}

/**
 * A section's rows as a table (TanStack Table holds the header model and the sorting, done by
 * the server), and, on narrow screens, as cards made of the same columns.
 */
export function SectionTable<Row>({
  caption,
  columns,
  list,
  rowProps,
  cardsBelow,
}: SectionTableProps<Row>) {
  const { sortBy, sortOrder } = list.address.values;
  const sorting: SortingState =
    typeof sortBy === 'string' ? [{ id: sortBy, desc: sortOrder === 'desc' }] : [];
  const table = useTable({
    features,
    data: [],
    columns: columns.map((column) =>
      helper.accessor((row): unknown => row, {
        id: column.id,
        enableSorting: column.sortable === true,
        sortDescFirst: column.sortDescFirst === true,
      }),
    ),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) list.address.change({ sortBy: next.id, sortOrder: next.desc ? 'desc' : 'asc' });
    },
  });
  const layout = cardsBelow && CARDS_BELOW[cardsBelow];
  const part = (card: SectionColumn<Row>['card']) =>
    columns.filter((column) => column.card === card);
  // Each row once: its key, its attributes and its classes, for the table and the cards alike.
  const drawn = list.rows.map((row) => {
    const { className, ...attributes } = rowProps?.(row) ?? {};
    return { row, key: list.section.rowId(row), attributes, className };
  });

  return (
    <div aria-busy={list.query.isFetching}>
      <div
        className={cn(
          'overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-charcoal-900/5',
          layout?.table,
        )}
      >
        <table className="w-full min-w-[46rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-charcoal-100 bg-cream-50 text-xs font-semibold tracking-wide text-charcoal-600 uppercase">
            <tr>
              {table.getFlatHeaders().map(({ column: sorter }, index) => {
                const column = columns[index] as SectionColumn<Row>;
                const sorted = sorter.getIsSorted();
                const Icon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={
                      !column.sortable ? undefined : sorted ? `${sorted}ending` : ('none' as const)
                    }
                    className={cn('px-4 py-3 font-semibold whitespace-nowrap', column.className)}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        onClick={sorter.getToggleSortingHandler()}
                        className={cn(
                          'inline-flex items-center gap-1.5 rounded-md uppercase transition hover:text-flame-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500',
                          sorted && 'text-charcoal-900',
                        )}
                      >
                        {column.header}
                        <Icon
                          className={cn('size-3.5', !sorted && 'opacity-50')}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {drawn.map(({ row, key, attributes, className }) => (
              <tr
                key={key}
                {...attributes}
                className={cn(
                  'border-b border-charcoal-100 transition-colors last:border-b-0 hover:bg-cream-50/70',
                  className,
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn('px-4 py-3 align-middle text-charcoal-700', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {layout && (
        <ul aria-label={caption} className={cn('grid gap-3 sm:grid-cols-2', layout.cards)}>
          {drawn.map(({ row, key, attributes, className }) => (
            <li key={key}>
              <article
                {...attributes}
                className={cn(
                  'h-full rounded-2xl bg-white p-4 shadow-card ring-1 ring-charcoal-900/5',
                  className,
                )}
              >
                {part('title').map((column) => (
                  <h2 key={column.id} className="font-semibold text-charcoal-900">
                    {column.cell(row)}
                  </h2>
                ))}
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {part(undefined).map((column) => (
                    <div key={column.id} className="min-w-0">
                      <dt className="text-xs font-semibold text-charcoal-500 uppercase">
                        {column.header}
                      </dt>
                      <dd className="break-words text-charcoal-800">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {part('actions').map((column) => (
                  <div
                    key={column.id}
                    className="mt-3 flex justify-end gap-1 border-t border-charcoal-100 pt-3"
                  >
                    {column.cell(row)}
                  </div>
                ))}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
