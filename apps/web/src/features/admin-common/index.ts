/**
 * admin-common: what every back-office section shares: the staff-token API calls, the query
 * keys, the recent notifications, and the back office's UI kit (headings, stat tiles, filters,
 * tables, pager, dialogs). The kit's own words are in the 'admin' namespace; the rest come
 * from the calling section.
 */
export { adminApi } from './admin-api.ts';
export { changedRecordOf } from './changed-record.ts';
export { CardActions, CardButtons } from './components/card-actions.tsx';
export { CardGrid, CardGridSkeleton } from './components/card-grid.tsx';
export { CheckField } from './components/check-field.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { DetailCards } from './components/detail-cards.tsx';
export { DetailItem, DetailList } from './components/detail-list.tsx';
export { FilterBar, SearchBox, SelectBox } from './components/filter-fields.tsx';
export { ListBody } from './components/list-body.tsx';
export { ListToolbar } from './components/list-toolbar.tsx';
export { LoadError } from './components/load-error.tsx';
export { AdminPageHeader } from './components/page-header.tsx';
export { AdminPager } from './components/pager.tsx';
export { RowAction } from './components/row-action.tsx';
export { SortControl } from './components/sort-control.tsx';
export { ColumnHeader, SortableHeader, type SortDirection } from './components/sortable-header.tsx';
export { AdminStatGrid, AdminStatTile, type StatTone } from './components/stat-tiles.tsx';
export { type RecordStatus, StatusBadge } from './components/status-badge.tsx';
export { StatusSwitch } from './components/status-switch.tsx';
export { tableClasses } from './components/table-classes.ts';
export { TableSkeleton } from './components/table-skeleton.tsx';
export { downloadCsv } from './download-file.ts';
export { csvDateTime, dateWithTime, shortDate, truncate } from './format.ts';
export { useListFilters } from './hooks/use-list-filters.ts';
export { useSettledSearch } from './hooks/use-settled-search.ts';
export { currentSearch } from './list-filters.ts';
export {
  type AdminNotification,
  KEPT_NOTIFICATIONS,
  type NotificationTone,
  useAdminNotifications,
} from './notifications-store.ts';
export { adminQueryKeys } from './query-keys.ts';
export { refusedFieldOf } from './refused-field.ts';
export { useRestaurantDate } from './restaurant-date.ts';
