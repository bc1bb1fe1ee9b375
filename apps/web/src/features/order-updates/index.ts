/** Live order status: the shop layout mounts OrderUpdates; the checkout asks for notifications. */
export { OrderUpdates } from './components/order-updates.tsx';
export { requestOrderNotifications } from './request-order-notifications.ts';
