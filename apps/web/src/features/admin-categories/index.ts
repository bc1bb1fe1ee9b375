/**
 * admin-categories: a back-office section, loaded lazily under /admin. It also lends the Meals
 * section (admin-meals) every category, the menu's stale keys and the picked files' checks.
 */
export {
  categoriesSection,
  menuStatusFilter,
  SHOP_MENU_KEY,
  useAllCategories,
} from './categories-section.tsx';
export { AdminCategoriesPage } from './components/admin-categories-page.tsx';
export { checkPickedFiles, imageFileError, videoFileError } from './components/category-form.tsx';
