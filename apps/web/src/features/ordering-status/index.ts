export { deliveryAreasQueryKey } from './api/get-delivery-areas.ts';
export { orderingStatusQueryKey } from './api/get-ordering-status.ts';
export { ShopStatusLine } from './components/shop-status-line.tsx';
export {
  useDeliveryAreas,
  useDeliveryCost,
  useDeliveryPromise,
} from './hooks/use-delivery-areas.ts';
export { useOrderingStatus } from './hooks/use-ordering-status.ts';
export { useShopHours } from './hooks/use-shop-hours.ts';
