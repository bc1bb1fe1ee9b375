/** admin-coupons: a back-office section, loaded lazily under /admin. */
export { AdminCouponsPage } from './components/admin-coupons-page.tsx';
