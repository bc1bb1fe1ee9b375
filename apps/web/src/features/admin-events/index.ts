/**
 * admin-events: a back-office section, loaded lazily under /admin. It also lends the Coupons
 * screen the refresh after a change (an event's code changes its coupon).
 */
export { AdminEventsPage } from './components/admin-events-page.tsx';
export { usePromotionRefresh } from './hooks/use-promotion-refresh.ts';
