/**
 * admin-common: the back-office kit (docs/architecture.md#a-back-office-section, decision 040).
 * A section is a definition (defineSection: its API path, the shared query schema that the
 * server validates and the address is read with, its response schema, its words' namespace and
 * prefix, tiles, filters, CSV export, delete path and on/off switch), its columns or cards, and
 * its form; <SectionPage list={useSectionList(section)} … /> draws the rest: the header, tiles,
 * filters (in the address: useListAddress), the count, the rows as a table with phone cards or
 * a grid of RecordCards, the pager, the loading, empty and error screens, and the form, view and
 * delete dialogs (components of Section{Card,Form,View}Props), every word read under the
 * section's prefix (section-words.ts).
 *
 * useSectionMutation tells a change in a toast and reads the section, the sidebar's badges and
 * `alsoStale` again; useSectionForm(section, { record, valuesOf, save, body, … }) a form that
 * saves the record (a stale save shows it as it is now) and draws its fields from specs
 * (form.draw), in <FormDialog>; <DetailView> and its parts a record's details;
 * errorWords(error, failed?) the one way a failure is put into words.
 */
export { adminApi, adminQueryKeys } from './admin-api.ts';
export { CardIconButton, DeleteButton, RowAction } from './components/actions.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export {
  DetailFacts,
  DetailLoading,
  DetailPart,
  DetailView,
  EmailLink,
  EmailText,
  MediaGrid,
  MessageBox,
  useSectionDetail,
} from './components/details.tsx';
export {
  DialogForm,
  FormDialog,
  type SectionFormProps,
  useSectionForm,
} from './components/form-dialog.tsx';
export { boxedCheck, requestBody, toggled, useFormFields } from './components/form-fields.tsx';
export { CurrentPicture, type MediaList, useMediaList } from './components/media-field.tsx';
export { MissingImage } from './components/missing-image.tsx';
export { MoveButtons } from './components/move-buttons.tsx';
export { PageHeading } from './components/page-header.tsx';
export { RecordCard } from './components/record-card.tsx';
export {
  type SectionCardProps,
  SectionPage,
  type SectionViewProps,
} from './components/section-page.tsx';
export {
  figureColumn,
  receivedCell,
  type SectionColumn,
  withNote,
} from './components/section-table.tsx';
export { Pill, StatusBadge, type Tone, toneClasses } from './components/status.tsx';
export { errorWords } from './errors.ts';
export {
  calendarDate,
  csvDateTime,
  dateWithTime,
  shortDate,
  timeOfDay,
  truncate,
} from './format.ts';
export { addressWith, readAddress } from './list-address.ts';
export { type NotificationTone, useAdminNotifications } from './notifications-store.ts';
export { type AnySection, defineSection, type FilterSpec } from './section.ts';
export { useFormWords } from './section-words.ts';
export {
  notifySuccess,
  type SectionKeys,
  sectionKey,
  useSectionList,
  useSectionMutation,
  useSectionRefresh,
} from './use-section.ts';
