/**
 * admin-common: the back-office kit. A section is a definition (defineSection: its API path, the
 * shared query schema that the server validates and the address is read with, its response
 * schema, its rows), its columns (SectionColumn) or cards, and its form fields; the kit gives
 * the rest:
 *
 * - useSectionList(section): the list as the address asks for it (useListAddress: filters, sort
 *   and page in the address, parsed field by field with the shared schema, defaults left out,
 *   the page reset by any other change, the history entry replaced);
 * - <SectionListPage list=… />: header (add, ExportCsvButton), stat tiles, the filters' toolbar
 *   (FilterDefinition, searchFilter: a search that settles, selects, days), the rows as a
 *   TanStack table (sort by the address's sortBy/sortOrder, done by the server) with phone cards
 *   from the same columns (cardsBelow), or a grid of the section's cards (card; RecordCard for a
 *   switchable record), the pager, and the loading, empty and error screens;
 * - useSectionMutation(section, change, words): a change told in a toast (notifySuccess), then
 *   the section, the sidebar's badges and `alsoStale` read again; useSectionToggle for a
 *   record's on/off switch;
 * - useSectionForm + <FormDialog> (+ fieldProps): a form dialog on lib/use-form-submit.ts;
 * - useSectionDialog: which dialog is open (form, viewing, deleting, handlers for a card);
 *   <DeleteDialog>: ask, delete, say why (in the dialog or a toast); <ConfirmDialog> for any
 *   other confirmation (a native <dialog>);
 * - errorWords(error, failed?): the one way a failure is put into words.
 *
 * docs/architecture.md#a-back-office-section shows a section; decision 040 why it is so. The
 * kit's own words are in the 'admin' namespace ('kit.…'); the rest come from the section.
 */
export { adminApi, adminQueryKeys } from './admin-api.ts';
export { CardButtons, RowAction } from './components/actions.tsx';
export { ConfirmDialog, DeleteDialog } from './components/confirm-dialog.tsx';
export { DeleteButton } from './components/delete-button.tsx';
export { DetailCards, DetailItem, DetailList } from './components/details.tsx';
export {
  FormDialog,
  type SectionForm,
  useFormWords,
  useSectionForm,
} from './components/form-dialog.tsx';
// forms and details
export {
  CheckField,
  requestBody,
  saveRecord,
  toggled,
  useFormFields,
} from './components/form-fields.tsx';
export {
  CurrentPicture,
  checkPickedFiles,
  imageFileError,
  MediaField,
  type MediaKind,
  type MediaList,
  useMediaList,
  videoFileError,
} from './components/media-field.tsx';
export { MissingImage } from './components/missing-image.tsx';
export { AdminPageHeader, ExportCsvButton } from './components/page-header.tsx';
export { RecordCard, type RecordCardControls } from './components/record-card.tsx';
export { SectionListPage, type StatTileDefinition } from './components/section-list-page.tsx';
export { type SectionColumn, SectionTable } from './components/section-table.tsx';
export { SortControl } from './components/sort-control.tsx';
export type { StatTone } from './components/stat-tiles.tsx';
export { type RecordStatus, StatusBadge } from './components/status.tsx';
export { MatchCount, useSearchAndStatus } from './components/status-filters.tsx';
export {
  type FilterDefinition,
  type FilterOption,
  SearchBox,
  SectionToolbar,
  searchFilter,
} from './components/toolbar.tsx';
export {
  anyFilterSet,
  choicesOf,
  ResetFilters,
  selectFilter,
} from './components/toolbar-parts.tsx';
export {
  changedRecordOf,
  errorWords,
  type FailureToast,
  failedBecause,
  refusedFieldOf,
} from './errors.ts';
export { csvDateTime, dateWithTime, downloadCsv, shortDate, truncate } from './format.ts';
export {
  type AddressChange,
  addressWith,
  type ListQuerySchema,
  readAddress,
  useListAddress,
} from './list-address.ts';
export {
  type AdminNotification,
  type NotificationTone,
  useAdminNotifications,
} from './notifications-store.ts';
export { useRestaurantDate } from './restaurant-date.ts';
export { type AnySection, defineSection, type SectionDefinition } from './section.ts';
export {
  notifySuccess,
  type SectionDialog,
  type SectionList,
  sectionKey,
  useSectionDialog,
  useSectionList,
  useSectionMutation,
  useSectionRefresh,
  useSectionToggle,
} from './use-section.ts';
