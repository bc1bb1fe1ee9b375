/** admin-ordering: the Ordering back-office section, loaded lazily under /admin. */
export { AdminOrderingPage } from './components/admin-ordering-page.tsx';
