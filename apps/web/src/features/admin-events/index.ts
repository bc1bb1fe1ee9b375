/** admin-events: a back-office section, loaded lazily under /admin. */
export { AdminEventsPage } from './components/admin-events-page.tsx';
