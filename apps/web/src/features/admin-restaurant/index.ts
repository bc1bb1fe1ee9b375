/**
 * admin-restaurant: the Restaurant details section (/admin/restaurant), the name, address, phone
 * and PAN/VAT number a customer receipt is headed with; loaded lazily under /admin.
 */
export { AdminRestaurantPage } from './components/admin-restaurant-page.tsx';
