/** admin-overview: a back-office section, loaded lazily under /admin. */
export { AdminOverviewPage } from './components/admin-overview-page.tsx';
