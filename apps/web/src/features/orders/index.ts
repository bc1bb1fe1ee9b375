// The order-placed panel names the order through this feature; the one definition is shared.
export { orderNumber } from '@shop/shared';
export { orderQueryKeys } from './api/query-keys.ts';
export { LineChoices } from './components/line-choices.tsx';
export { OrderHistory } from './components/order-history.tsx';
export { OrderStatusBadge, orderStatusTone } from './components/order-status-badge.tsx';
export { OrderTotals } from './components/order-totals.tsx';
export { useFollowWalletStep } from './hooks/use-follow-wallet-step.ts';
export { useOrderExpected } from './hooks/use-order-expected.ts';
export { useOrderFulfilment } from './hooks/use-order-fulfilment.ts';
export { useStatusName } from './hooks/use-order-words.ts';
export { paymentNoteKind, rejectionReasonOf, translateOrderNote } from './order-notes.ts';
