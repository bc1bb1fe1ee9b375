/** admin-options: a back-office section, loaded lazily under /admin. */
export { AdminOptionsPage } from './components/admin-options-page.tsx';
