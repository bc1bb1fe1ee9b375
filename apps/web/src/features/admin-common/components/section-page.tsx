import { successResponseSchema } from '@shop/shared';
import {
  AlertTriangle,
  Eye,
  type LucideIcon,
  Pencil,
  RotateCcw,
  SearchX,
  Trash2,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { StatePanel } from '@/components/ui/state-panel.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { adminApi } from '../admin-api.ts';
import { errorWords, type FailureToast, failedBecause } from '../errors.ts';
import { pageChange } from '../list-address.ts';
import type { AnySection } from '../section.ts';
import { type SectionWords, useSectionWords } from '../section-words.ts';
import { type SectionList, useSectionMutation, useSectionToggle } from '../use-section.ts';
import { RowAction } from './actions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { SectionFormProps } from './form-dialog.tsx';
import { SectionHeader } from './page-header.tsx';
import type { CardHandlers, RecordCardControls } from './record-card.tsx';
import { type RowProps, type SectionColumn, SectionTable } from './section-table.tsx';
import { SectionTiles } from './stat-tiles.tsx';
import { type FilterOption, isFiltered, SectionToolbar } from './toolbar.tsx';

/** What SectionPage hands a section's card: View, Edit and Delete, its switch, its own actions. */
export type SectionCardProps<Row> = RecordCardControls & { record: Row };

/** What SectionPage hands a record's view: Close, and Delete (the kit's dialog asks first). */
export interface SectionViewProps<Row> {
  record: Row;
  onClose: () => void;
  onDelete: (row: Row) => void;
}

interface SectionPageProps<Row> {
  /** The section's list (useSectionList): its definition says the rest. */
  list: SectionList<Row> & { section: AnySection };
  /** The empty list's picture (a magnifier when the filters leave nothing). */
  icon: LucideIcon;
  /**
   * The rows as a table of these columns (headers: the words `table.<id>`), with phone cards
   * from the same columns below `cardsBelow`; `dense`: tighter cells, beside the sidebar.
   */
  columns?: readonly SectionColumn<Row>[];
  cardsBelow?: 'md' | 'xl';
  dense?: boolean;
  rowProps?: RowProps<Row>;
  /**
   * Or the rows as a grid of cards (`<li>`s; RecordCard), with View, Edit, Delete (and switch).
   * Card, form and view are components declared once: one made in a render starts over each time.
   */
  card?: ComponentType<SectionCardProps<Row>>;
  /** The rows' shape while the first page loads. */
  skeleton?: 'table' | 'cards' | 'image-cards';
  /**
   * The add and edit dialog: the section's form for a record, or for a new one (null). With
   * columns, each row has an Edit button (its words `actions.edit`, `{{name}}`).
   */
  form?: ComponentType<SectionFormProps<Row>>;
  /** A record in full, opened by View (which does `onView` besides): it may ask to delete it. */
  view?: ComponentType<SectionViewProps<Row>>;
  onView?: (row: Row) => void;
  /** A record's own actions: in its row between View and Delete, on its card before them. */
  rowActions?: (row: Row) => ReactNode;
  /** Whether a record may be deleted (only a finished order); all, unless said. */
  canDelete?: (row: Row) => boolean;
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

/**
 * A back-office section's list screen, drawn from its definition: the header (Add, Export CSV),
 * the figures, the filters (bound to the address), the rows as a table or cards with their
 * actions, the pager, the loading, empty and error screens, and the add, edit, view and delete
 * dialogs. A failed refresh keeps the rows already shown.
 */
export function SectionPage<Row>(props: SectionPageProps<Row>) {
  const { list, form: Form, view: View } = props;
  const { section, rows, address } = list;
  const words = useSectionWords(section);
  // The form (a record, or null for a new one) or the delete dialog; the view beside them.
  const [dialog, setDialog] = useState<{ kind: 'form' | 'delete'; row: Row | null } | null>(null);
  const [viewed, setViewed] = useState<Row | null>(null);
  const sameAs = (row: Row) => (other: Row | null) =>
    other !== null && section.rowId(other) === section.rowId(row);
  // The open record follows the list, so a change saved in it shows there too.
  const viewing = viewed && (rows.find(sameAs(viewed)) ?? viewed);
  const handlers = (row: Row): CardHandlers => ({
    onView: () => {
      setViewed(row);
      props.onView?.(row);
    },
    onEdit: () => setDialog({ kind: 'form', row }),
    onDelete: () => setDialog({ kind: 'delete', row }),
  });

  return (
    <div className="space-y-6">
      <SectionHeader
        list={list}
        words={words}
        onAdd={Form && (() => setDialog({ kind: 'form', row: null }))}
      >
        {props.actions}
      </SectionHeader>
      <SectionTiles section={section} answer={list.query.data} word={words.word} />
      <SectionToolbar
        {...{ list, words, choices: props.choices }}
        className={props.toolbarClassName}
      >
        {props.toolbarExtra}
      </SectionToolbar>
      <SectionRows {...props} words={words} handlers={handlers} />
      {dialog?.kind === 'form' && Form && (
        <Form
          key={dialog.row === null ? 'new' : section.rowId(dialog.row)}
          record={dialog.row}
          onClose={() => setDialog(null)}
        />
      )}
      {viewing && View && (
        <View
          key={section.rowId(viewing)}
          record={viewing}
          onClose={() => setViewed(null)}
          onDelete={(row) => handlers(row).onDelete()}
        />
      )}
      {section.deletePath && (
        <SectionDelete
          {...props}
          words={words}
          row={dialog?.kind === 'delete' ? dialog.row : null}
          onClose={() => setDialog(null)}
          onDeleted={(row) => {
            setViewed((now) => (sameAs(row)(now) ? null : now));
            // The last record of a later page is gone: show the page before it.
            const page = Number(address.values.page);
            if (rows.length === 1 && page > 1) address.change({ page: page - 1 });
          }}
        />
      )}
      {props.children}
    </div>
  );
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
  card: Card,
  skeleton = 'table',
  handlers,
  ...props
}: PartProps<Row> & { handlers: (row: Row) => CardHandlers }) {
  const { t } = useTranslation('admin');
  const toggle = useSectionToggle<Row>(section, () => word('toggleFailed'));
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
  if (query.data === undefined) return <ListSkeleton shape={skeleton} />;
  const filtered = isFiltered(section, address.values);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={filtered ? SearchX : icon}
        title={(filtered && maybe('empty.filteredTitle')) || word('empty.title')}
      >
        {word(filtered ? 'empty.filtered' : 'empty.none', { search: address.values.search })}
      </EmptyState>
    );
  }
  const count = pagination?.total ?? section.total?.(query.data);
  const from = pagination ? (pagination.page - 1) * pagination.limit + 1 : 1;
  const matches = maybe('matches', { count, shown: rows.length, from, to: from + rows.length - 1 });
  const capped =
    !pagination && (count ?? 0) > rows.length && maybe('capped', { shown: rows.length, count });
  const name = (row: Row) => ({ name: section.nameOf?.(row) ?? '' });
  const actions: SectionColumn<Row> = {
    id: 'actions',
    card: 'actions',
    className: 'space-x-1 text-right whitespace-nowrap',
    cell: (row) => (
      <>
        {props.view && (
          <RowAction
            label={word('actions.view', name(row))}
            icon={Eye}
            onClick={handlers(row).onView}
          />
        )}
        {props.form && (
          <RowAction
            label={word('actions.edit', name(row))}
            icon={Pencil}
            onClick={handlers(row).onEdit}
          />
        )}
        {props.rowActions?.(row)}
        {section.deletePath && (props.canDelete?.(row) ?? true) && (
          <RowAction
            label={word('actions.delete', name(row))}
            icon={Trash2}
            tone="danger"
            onClick={handlers(row).onDelete}
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
          columns={[...columns, ...(props.view || props.form ? [actions] : [])].map((column) => ({
            ...column,
            header: column.header ?? word(`table.${column.id}`),
            className: cn(props.dense && 'px-2!', column.className),
          }))}
          list={{ rows, section, address, query }}
          rowProps={props.rowProps}
          cardsBelow={props.cardsBelow}
        />
      )}
      {Card && (
        <ul
          aria-label={word('list')}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
        >
          {rows.map((row) => (
            <Card
              key={section.rowId(row)}
              record={row}
              actions={handlers(row)}
              toggle={toggle(row)}
              more={props.rowActions?.(row)}
            />
          ))}
        </ul>
      )}
      {capped && <p className="text-sm text-charcoal-600">{capped}</p>}
      {pagination && (
        <Pager
          label={word('pager')}
          page={pagination.page}
          pages={pagination.pages}
          onPage={(page) => address.change(pageChange(pagination, page))}
          words={{
            previous: t('kit.previous'),
            next: t('kit.next'),
            page: t('kit.page', pagination),
          }}
          size="sm"
          className="pt-2"
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
  deletion: told,
  onClose,
  onDeleted,
}: PartProps<Row> & { row: Row | null; onClose: () => void; onDeleted: (row: Row) => void }) {
  const failed = word('delete.failed');
  const name = row === null ? '' : (section.nameOf?.(row) ?? '');
  const note = row !== null && section.deleteNote?.(row);
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
      {note && (
        <p className="text-charcoal-600">{word('delete.note', note === true ? {} : note)}</p>
      )}
    </ConfirmDialog>
  );
}

/** Placeholder rows while the first page loads: a table's block, or cards (with pictures). */
function ListSkeleton({ shape }: { shape: SectionPageProps<unknown>['skeleton'] }) {
  if (shape === 'table') return <Skeleton className="h-72 rounded-2xl" />;
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="overflow-hidden rounded-3xl bg-white shadow-card">
          {shape === 'image-cards' && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
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
