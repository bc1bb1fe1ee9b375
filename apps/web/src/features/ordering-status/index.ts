export { orderingStatusQueryKey } from './api/get-ordering-status.ts';
export { ShopStatusLine } from './components/shop-status-line.tsx';
export { useOrderingStatus } from './hooks/use-ordering-status.ts';
export { useShopHours } from './hooks/use-shop-hours.ts';
