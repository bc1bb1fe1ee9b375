/** admin-orders: a back-office section, loaded lazily under /admin. */
export { AdminOrdersPage } from './components/admin-orders-page.tsx';
