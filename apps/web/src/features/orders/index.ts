export { orderQueryKeys } from './api/query-keys.ts';
export { OrderHistory } from './components/order-history.tsx';
export { OrderStatusBadge, orderStatusTone } from './components/order-status-badge.tsx';
export { useDeliveryEstimate, useStatusName } from './hooks/use-order-words.ts';
export { orderNumber } from './order-number.ts';
