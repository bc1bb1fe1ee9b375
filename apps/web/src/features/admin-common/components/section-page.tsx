import { successResponseSchema } from '@shop/shared';
import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Eye,
  type LucideIcon,
  RotateCcw,
  SearchX,
  Trash2,
} from 'lucide-react';
import { Fragment, type HTMLAttributes, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { StatePanel } from '@/components/ui/state-panel.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { adminApi } from '../admin-api.ts';
import { errorWords, type FailureToast, failedBecause } from '../errors.ts';
import type { AnySection } from '../section.ts';
import { type SectionWords, useSectionWords } from '../section-words.ts';
import { type SectionList, useSectionMutation } from '../use-section.ts';
import { RowAction } from './actions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { AdminPageHeader } from './page-header.tsx';
import type { CardHandlers } from './record-card.tsx';
import { type SectionColumn, SectionTable, type SortDirection } from './section-table.tsx';
import { AdminStatGrid, AdminStatTile } from './stat-tiles.tsx';
import { type FilterOption, isFiltered, SectionToolbar } from './toolbar.tsx';

interface SectionPageProps<Row> {
  /** The section's list (useSectionList): its definition says the rest. */
  list: SectionList<Row> & { section: AnySection };
  /** The empty list's picture (a magnifier when the filters leave nothing). */
  icon: LucideIcon;
  /** The rows as a table of these columns (headers: the words `table.<id>`), … */
  columns?: readonly SectionColumn<Row>[];
  /** …with phone cards from the same columns below this width, … */
  cardsBelow?: 'md' | 'xl';
  /** Tighter cells, for many columns beside the sidebar. */
  dense?: boolean;
  rowProps?: (row: Row) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;
  /** …or as a grid of cards (`<li>`s; RecordCard), with their View, Edit and Delete. */
  card?: (row: Row, actions: CardHandlers) => ReactNode;
  /** The rows' shape while the first page loads. */
  skeleton?: 'table' | 'cards' | 'image-cards';
  /** The add and edit dialog: the section's form for a record, or for a new one (null). */
  form?: (row: Row | null, close: () => void) => ReactNode;
  /** A record in full (opened by View): it may ask to delete the record. */
  view?: (row: Row, controls: { close: () => void; remove: (row: Row) => void }) => ReactNode;
  /** What opening a record does besides (a message is marked read). */
  onView?: (row: Row) => void;
  /** Between a row's View and Delete (deactivate a customer). */
  rowActions?: (row: Row) => ReactNode;
  /** Whether a record may be deleted (only a finished order); all, unless said. */
  canDelete?: (row: Row) => boolean;
  /** Under the delete dialog's question (what is kept). */
  deleteNote?: (row: Row) => ReactNode;
  /** How a deletion is told, when not in the kit's words (orders keep a notification). */
  deletion?: {
    success?: (result: unknown, row: Row) => string;
    failure?: (error: unknown) => string | FailureToast;
  };
  /** A drop-down's choices read from elsewhere, by filter key. */
  choices?: Record<string, readonly FilterOption[]>;
  toolbarClassName?: string;
  /** More in the filters' card (one customer's orders). */
  toolbarExtra?: ReactNode;
  /** Other buttons of the header. */
  actions?: ReactNode;
  /** The section's own dialogs. */
  children?: ReactNode;
}

const SKELETONS = {
  table: <Skeleton className="h-72 rounded-2xl" />,
  cards: <CardGridSkeleton withImage={false} />,
  'image-cards': <CardGridSkeleton withImage />,
};

/**
 * A back-office section's list screen, drawn from its definition: the header (Add, Export CSV),
 * the figures, the filters (bound to the address), the rows as a table or cards with their
 * actions, the pager, the loading, empty and error screens, and the add, edit, view and delete
 * dialogs. A failed refresh keeps the rows already shown.
 */
export function SectionPage<Row>(props: SectionPageProps<Row>) {
  const { list, form, view, onView, children } = props;
  const { section, query, rows, address } = list;
  const words = useSectionWords(section);
  const { word, maybe } = words;
  const { money } = useFormat();
  // The form (a record, or null for a new one) or the delete dialog; the view beside them.
  const [dialog, setDialog] = useState<{ kind: 'form' | 'delete'; row: Row | null } | null>(null);
  const close = () => setDialog(null);
  const dialogs: Dialogs<Row> = {
    edit: (row) => setDialog({ kind: 'form', row }),
    remove: (row) => setDialog({ kind: 'delete', row }),
  };
  const [viewed, setViewed] = useState<Row | null>(null);
  const idOf = (row: Row) => section.rowId(row);
  // The open record follows the list, so a change saved in it shows there too.
  const viewing = viewed && (rows.find((row) => idOf(row) === idOf(viewed)) ?? viewed);
  const open = (row: Row) => {
    setViewed(row);
    onView?.(row);
  };
  const data = query.data as Record<string, unknown> | undefined;
  const stats = data && ((section.stats?.(data) ?? data.stats) as Record<string, number>);
  const tiles = section.tiles ?? [];
  const pageHead = maybe('documentTitle');

  return (
    <div className="space-y-6">
      {pageHead && <title>{pageHead}</title>}
      <AdminPageHeader
        title={word('heading')}
        description={word('description')}
        add={form && { label: word('add'), onClick: () => dialogs.edit(null) }}
        actions={props.actions}
        csv={
          section.csv && {
            fileName: section.csv.fileName,
            document: () => section.csv?.document(rows) ?? '',
            disabled: rows.length === 0,
          }
        }
      />
      {tiles.length > 0 && (
        <AdminStatGrid label={word('tiles.label')} columns={tiles.length as 2 | 4 | 5 | 6}>
          {tiles.map(([key, icon, tone, more]) => (
            <AdminStatTile
              key={key}
              {...{ icon, tone, testId: more?.testId }}
              label={word(`tiles.${key}`)}
              value={
                !stats
                  ? null
                  : (more?.value?.(stats) ??
                    (more?.money ? money(stats[key] ?? 0) : (stats[key] ?? null)))
              }
            />
          ))}
        </AdminStatGrid>
      )}
      {section.filters && (
        <SectionToolbar
          {...{ section, words, choices: props.choices }}
          values={address.values}
          onChange={address.change}
          className={props.toolbarClassName}
        >
          {props.toolbarExtra}
        </SectionToolbar>
      )}
      <SectionRows {...props} words={words} dialogs={dialogs} onView={open} />
      {dialog?.kind === 'form' && form && (
        <Fragment key={dialog.row === null ? 'new' : idOf(dialog.row)}>
          {form(dialog.row, close)}
        </Fragment>
      )}
      {viewing && view?.(viewing, { close: () => setViewed(null), remove: dialogs.remove })}
      {section.deletePath && (
        <SectionDelete
          {...props}
          words={words}
          row={dialog?.kind === 'delete' ? dialog.row : null}
          onClose={close}
          onDeleted={(row) => {
            setViewed((now) => (now && idOf(now) === idOf(row) ? null : now));
            // The last record of a later page is gone: show the page before it.
            const page = Number(address.values.page);
            if (rows.length === 1 && page > 1) address.change({ page: page - 1 });
          }}
        />
      )}
      {children}
    </div>
  );
}

/** Opens the form for a record (null: a new one) or asks to delete it. */
interface Dialogs<Row> {
  edit: (row: Row | null) => void;
  remove: (row: Row) => void;
}

interface PartProps<Row> extends SectionPageProps<Row> {
  words: SectionWords;
}

/** The rows as a table or cards, the count above them and the pager; or why there are none. */
function SectionRows<Row>({
  list: { section, query, rows, pagination, address },
  words: { word, maybe },
  icon,
  columns,
  card,
  skeleton = 'table',
  dialogs,
  onView,
  ...props
}: PartProps<Row> & { dialogs: Dialogs<Row> }) {
  const { t } = useTranslation('admin');
  const nameOf = (row: Row) => section.nameOf?.(row) ?? '';
  if (query.isError && query.data === undefined) {
    return (
      <StatePanel
        tone="error"
        role="alert"
        icon={AlertTriangle}
        title={maybe('error.title') ?? t('kit.errorTitle')}
        headingLevel="h2"
      >
        <p className="mt-2 max-w-md text-charcoal-600">
          {maybe('error.message') ?? errorWords((query as { error?: unknown }).error)}
        </p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {maybe('error.retry') ?? t('kit.tryAgain')}
        </Button>
      </StatePanel>
    );
  }
  if (query.data === undefined) return SKELETONS[skeleton];
  const filtered = isFiltered(section, address.values);
  if (rows.length === 0) {
    const search = address.values.search;
    return (
      <EmptyState
        icon={filtered ? SearchX : icon}
        title={(filtered && maybe('empty.filteredTitle')) || word('empty.title')}
      >
        {word(filtered ? 'empty.filtered' : 'empty.none', { search })}
      </EmptyState>
    );
  }
  const count = pagination?.total ?? section.total?.(query.data);
  const from = pagination ? (pagination.page - 1) * pagination.limit + 1 : 1;
  const matches = maybe('matches', { count, shown: rows.length, from, to: from + rows.length - 1 });
  const capped =
    !pagination && (count ?? 0) > rows.length && maybe('capped', { shown: rows.length, count });
  const { sortBy, sortOrder } = address.values;
  const actions: SectionColumn<Row> = {
    id: 'actions',
    card: 'actions',
    className: 'space-x-1 text-right whitespace-nowrap',
    cell: (row) => (
      <>
        <RowAction
          label={word('actions.view', { name: nameOf(row) })}
          icon={Eye}
          text={maybe('actions.viewShort')}
          onClick={() => onView?.(row)}
        />
        {props.rowActions?.(row)}
        {section.deletePath && (props.canDelete?.(row) ?? true) && (
          <RowAction
            label={word('actions.delete', { name: nameOf(row) })}
            icon={Trash2}
            tone="danger"
            onClick={() => dialogs.remove(row)}
          />
        )}
      </>
    ),
  };
  return (
    <>
      {matches && (
        <p className="text-sm font-medium text-charcoal-600" aria-live="polite">
          {matches}
        </p>
      )}
      {columns && (
        <SectionTable
          caption={word('list')}
          columns={[...columns, ...(props.view ? [actions] : [])].map((column) => ({
            ...column,
            header: column.header ?? word(`table.${column.id}`),
            className: cn(props.dense && 'px-2.5!', column.className),
          }))}
          rows={rows}
          rowId={section.rowId}
          rowProps={props.rowProps}
          cardsBelow={props.cardsBelow}
          sort={
            typeof sortBy === 'string' && (sortOrder === 'asc' || sortOrder === 'desc')
              ? {
                  by: sortBy,
                  order: sortOrder as SortDirection,
                  onSort: (by, order) => address.change({ sortBy: by, sortOrder: order }),
                }
              : undefined
          }
          busy={query.isFetching}
        />
      )}
      {card && (
        <ul
          aria-label={word('list')}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
        >
          {rows.map((row) => (
            <Fragment key={section.rowId(row)}>
              {card(row, {
                onView: () => onView?.(row),
                onEdit: () => dialogs.edit(row),
                onDelete: () => dialogs.remove(row),
              })}
            </Fragment>
          ))}
        </ul>
      )}
      {capped && <p className="text-sm text-charcoal-600">{capped}</p>}
      {pagination && (
        <AdminPager
          label={word('pager')}
          page={pagination.page}
          pages={pagination.pages}
          onPage={(page) => address.change({ page })}
        />
      )}
    </>
  );
}

/**
 * Asks before deleting a record, in the section's words, deletes it at its path (see
 * useSectionMutation) and closes; why it failed is said in the dialog or a toast.
 */
function SectionDelete<Row>({
  list: { section },
  words: { word, maybe },
  row,
  deleteNote,
  deletion: told,
  onClose,
  onDeleted,
}: PartProps<Row> & { row: Row | null; onClose: () => void; onDeleted: (row: Row) => void }) {
  const failed = word('delete.failed');
  const name = row === null ? '' : (section.nameOf?.(row) ?? '');
  const inToast = section.deleteFailure !== 'dialog';
  const deletion = useSectionMutation(
    section,
    (doomed: Row) =>
      adminApi.delete(section.deletePath?.(doomed) ?? '', successResponseSchema, {
        fallbackMessage: failed,
      }),
    {
      success: told?.success,
      failure: !inToast
        ? undefined
        : (told?.failure ??
          ((error) =>
            maybe('delete.error', { message: errorWords(error) }) ?? failedBecause(failed, error))),
    },
  );
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title={word('delete.title', { name })}
      confirmLabel={maybe('delete.confirm')}
      busy={deletion.isPending}
      error={deletion.error && !inToast ? errorWords(deletion.error, failed) : null}
      onCancel={close}
      onConfirm={() =>
        row !== null &&
        deletion.mutate(row, {
          onSuccess: () => onDeleted(row),
          // A failure told in a toast closes the dialog; one shown in it stays for the admin.
          onSettled: (_, error) => (error === null || inToast ? close() : undefined),
        })
      }
    >
      <p>{word('delete.question', { name })}</p>
      {row !== null && deleteNote?.(row)}
    </ConfirmDialog>
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

/** Placeholder cards while the first page loads. */
export function CardGridSkeleton({ withImage }: { withImage: boolean }) {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="overflow-hidden rounded-3xl bg-white shadow-card">
          {withImage && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
          <div className="space-y-3 p-5">
            {['h-5 w-2/3', 'h-4 w-full', 'h-4 w-1/2'].map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
