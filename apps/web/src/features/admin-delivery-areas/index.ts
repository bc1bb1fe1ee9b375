/** admin-delivery-areas: a back-office section, loaded lazily under /admin. */
export { AdminDeliveryAreasPage } from './components/admin-delivery-areas-page.tsx';
