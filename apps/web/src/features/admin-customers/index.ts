/** admin-customers: a back-office section, loaded lazily under /admin. */
export { AdminCustomersPage } from './components/admin-customers-page.tsx';
