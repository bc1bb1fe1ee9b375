/** admin-meals: a back-office section, loaded lazily under /admin. */
export { AdminMealsPage } from './components/admin-meals-page.tsx';
