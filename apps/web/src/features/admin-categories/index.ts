/**
 * admin-categories: a back-office section, loaded lazily under /admin. It also lends the Meals
 * section (admin-meals) every category and the menu's stale keys.
 */
export {
  categoriesSection,
  menuStatusFilter,
  SHOP_MENU_KEY,
  useAllCategories,
} from './categories-section.tsx';
export { AdminCategoriesPage } from './components/admin-categories-page.tsx';
