import { AlertTriangle, ChevronLeft, ChevronRight, type LucideIcon, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { StatePanel } from '@/components/ui/state-panel.tsx';
import { useTranslation } from '@/i18n/index.ts';
import type { SectionList } from '../use-section.ts';
import { AdminPageHeader } from './page-header.tsx';
import { SectionTable, type SectionTableProps, type SortDirection } from './section-table.tsx';
import { AdminStatGrid, AdminStatTile, type StatTone } from './stat-tiles.tsx';
import { type FilterDefinition, SectionToolbar } from './toolbar.tsx';

export interface StatTileDefinition {
  icon: LucideIcon;
  tone: StatTone;
  label: string;
  /** Missing while the list loads. */
  value?: number | string | null;
  testId?: string;
}

interface SectionListPageProps<Row> {
  list: SectionList<Row>;
  title: string;
  description: string;
  /** The create button ('Add Category'), with a plus. */
  add?: { label: string; onClick: () => void };
  /** Other buttons of the header (Export CSV). */
  actions?: ReactNode;
  tiles?: { label: string; columns: 2 | 4 | 5 | 6; items: readonly StatTileDefinition[] };
  filters?: readonly FilterDefinition[];
  /** More in the filters' card: a count of what they leave, a reset button. */
  toolbarExtra?: ReactNode;
  toolbarClassName?: string;
  /** A line above the rows ('Showing 12 of 40 categories'). */
  summary?: ReactNode;
  /** The rows as a table (with phone cards), or… */
  table?: Omit<SectionTableProps<Row>, 'rows' | 'rowId' | 'sort' | 'busy'>;
  /** …as a grid of the section's own cards (`<li>`s), */
  card?: (row: Row) => ReactNode;
  /** …in a grid of these classes (one, two, three across unless said). */
  cardGrid?: string;
  /** The grid's name ('Coupons'). */
  cardsLabel?: string;
  /** The rows' shape while the first page loads. */
  skeleton?: 'table' | 'cards' | 'image-cards';
  empty: { icon: LucideIcon; title: string; text: string };
  /** The error screen's words, and its button's ('Try Again' unless said). */
  error: { title?: string; message: string; retry?: string };
  /** Under the rows (a note that the list is capped). */
  footer?: ReactNode;
  /** Names the pager's navigation, for a paged list. */
  pagerLabel?: string;
  /** The section's dialogs. */
  children?: ReactNode;
}

const SKELETONS = {
  table: <Skeleton className="h-72 rounded-2xl" />,
  cards: <CardGridSkeleton withImage={false} />,
  'image-cards': <CardGridSkeleton withImage />,
};

/**
 * A back-office section's list screen: the header, the figures, the filters (bound to the
 * address), the rows as a table or cards, the pager, and the loading, empty and error screens.
 * A failed refresh keeps the rows already shown.
 */
export function SectionListPage<Row>({
  list,
  title,
  description,
  add,
  actions,
  tiles,
  filters,
  toolbarExtra,
  toolbarClassName,
  summary,
  table,
  card,
  cardGrid = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
  cardsLabel,
  skeleton = 'table',
  empty,
  error,
  footer,
  pagerLabel,
  children,
}: SectionListPageProps<Row>) {
  const { t } = useTranslation('admin');
  const { query, rows, pagination, address } = list;
  const { sortBy, sortOrder } = address.values;
  const sort =
    typeof sortBy === 'string' && (sortOrder === 'asc' || sortOrder === 'desc')
      ? {
          by: sortBy,
          order: sortOrder as SortDirection,
          onSort: (by: string, order: SortDirection) =>
            address.change({ sortBy: by, sortOrder: order }),
        }
      : undefined;

  const body = () => {
    if (query.isError && query.data === undefined) {
      return (
        <StatePanel
          tone="error"
          role="alert"
          icon={AlertTriangle}
          title={error.title ?? t('kit.errorTitle')}
          headingLevel="h2"
        >
          <p className="mt-2 max-w-md text-charcoal-600">{error.message}</p>
          <Button className="mt-6" onClick={() => void query.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {error.retry ?? t('kit.tryAgain')}
          </Button>
        </StatePanel>
      );
    }
    if (query.data === undefined) return SKELETONS[skeleton];
    if (rows.length === 0) {
      return (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      );
    }
    return (
      <>
        {summary}
        {table && (
          <SectionTable
            {...table}
            rows={rows}
            rowId={list.section.rowId}
            sort={sort}
            busy={query.isFetching}
          />
        )}
        {card && (
          <ul aria-label={cardsLabel} className={cardGrid}>
            {rows.map(card)}
          </ul>
        )}
        {footer}
        {pagination && pagerLabel && (
          <AdminPager
            label={pagerLabel}
            page={pagination.page}
            pages={pagination.pages}
            onPage={(page) => address.change({ page })}
          />
        )}
      </>
    );
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader title={title} description={description} add={add} actions={actions} />
      {tiles && (
        <AdminStatGrid label={tiles.label} columns={tiles.columns}>
          {tiles.items.map((tile) => (
            <AdminStatTile key={tile.label} {...tile} value={tile.value ?? null} />
          ))}
        </AdminStatGrid>
      )}
      {filters && (
        <SectionToolbar
          filters={filters}
          values={address.values}
          onChange={address.change}
          className={toolbarClassName}
        >
          {toolbarExtra}
        </SectionToolbar>
      )}
      {body()}
      {children}
    </div>
  );
}

interface AdminPagerProps {
  /** Names the navigation, e.g. 'Order pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page X of Y', Next under a list; nothing when everything fits on one page. */
export function AdminPager({ label, page, pages, onPage }: AdminPagerProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('kit.previous')}
      </Button>
      <p className="text-sm font-medium text-charcoal-700 tabular-nums">
        {t('kit.page', { page, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        {t('kit.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

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
