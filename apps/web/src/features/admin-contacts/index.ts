/** admin-contacts: a back-office section, loaded lazily under /admin. */
export { AdminContactsPage } from './components/admin-contacts-page.tsx';
