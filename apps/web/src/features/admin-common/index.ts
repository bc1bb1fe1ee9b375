/**
 * admin-common: the back-office kit. A section is a definition (defineSection: its API path, the
 * shared query schema that the server validates and the address is read with, its response
 * schema; its words' namespace and prefix, its tiles, filters, CSV export and delete path), its
 * columns or cards, and its existing form; <SectionPage list={useSectionList(section)} … />
 * draws the rest:
 *
 * - the list as the address asks for it (useListAddress: filters, sort and page in the
 *   address, parsed field by field with the shared schema, defaults left out, the page reset by
 *   any other change, the history entry replaced);
 * - the header (Add, Export CSV), the stat tiles, the filters' toolbar (FilterSpec: a search
 *   that settles, selects, days, the sort; the reset button), the count of matches, the rows as
 *   a TanStack table (sort by the address's sortBy/sortOrder, done by the server; View and
 *   Delete per row) with phone cards from the same columns, or a grid of cards (RecordCard),
 *   the pager, and the loading, empty and error screens;
 * - the form, view and delete dialogs (the delete dialog asks, deletes at the section's
 *   `deletePath`, and says why it failed in the dialog or a toast); <ConfirmDialog> for any other
 *   confirmation;
 * - every word from the section's namespace under its prefix, by fixed keys (section-words.ts;
 *   docs/architecture.md#a-back-office-section lists them); the kit's own in 'admin' ('kit.…').
 *
 * useSectionMutation(section, change, words) tells a change in a toast and reads the section,
 * the sidebar's badges and `alsoStale` again; useSectionToggle is a record's on/off switch;
 * useSectionForm({ words }) + useFormFields + <FormDialog> a form dialog on
 * lib/use-form-submit.ts, its words read under the form's prefix;
 * errorWords(error, failed?) the one way a failure is put into words. Decision 040 says why.
 */
export { adminApi, adminQueryKeys } from './admin-api.ts';
export { CardButtons, DeleteButton, RowAction } from './components/actions.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
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
export { RecordCard, type RecordCardControls } from './components/record-card.tsx';
export { SectionPage } from './components/section-page.tsx';
export {
  figureColumn,
  type SectionColumn,
  SectionTable,
  withNote,
} from './components/section-table.tsx';
export {
  Pill,
  type RecordStatus,
  StatusBadge,
  type Tone,
  toneClasses,
} from './components/status.tsx';
export { type FilterOption, isFiltered } from './components/toolbar.tsx';
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
export {
  type AnySection,
  defineSection,
  type FilterSpec,
  type SectionDefinition,
  type TileDefinition,
} from './section.ts';
export {
  notifySuccess,
  type SectionList,
  sectionKey,
  useSectionList,
  useSectionMutation,
  useSectionRefresh,
  useSectionToggle,
} from './use-section.ts';
