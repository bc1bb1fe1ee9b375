/**
 * order-printing: an order's kitchen ticket and customer receipt, printed from the back office's
 * order details and from the kitchen display (docs/product-rules.md#printed-tickets-and-receipts).
 */
export { PrintOrderButtons } from './components/print-order-buttons.tsx';
export { type OrderDocumentKind, printOrderDocument } from './print-order-document.ts';
