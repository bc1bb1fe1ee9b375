/** admin-activity: a back-office section, loaded lazily under /admin. */
export { AdminActivityPage } from './components/admin-activity-page.tsx';
