/**
 * admin-categories: a back-office section, loaded lazily under /admin. It also lends the Meals
 * section (admin-meals) the category list and the menu's save/delete plumbing.
 */

export { STATUS_FILTERS, type StatusFilter } from './category-filter.ts';
export { AdminCategoriesPage } from './components/admin-categories-page.tsx';
export { failureMessage } from './failure-message.ts';
export { useAdminCategories } from './hooks/use-admin-categories.ts';
export { useMenuChanged } from './hooks/use-menu-changed.ts';
export { useMenuMutation } from './hooks/use-menu-mutation.ts';
export { usePageNotice } from './hooks/use-page-notice.ts';
export { checkPickedFiles, imageFileError, videoFileError } from './menu-files.ts';
