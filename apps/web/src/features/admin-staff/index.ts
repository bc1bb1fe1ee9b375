/** admin-staff: a back-office section, loaded lazily under /admin. */
export { AdminStaffPage } from './components/admin-staff-page.tsx';
