/** Paying an order: the ways offered, leaving for a wallet, and how an order's money stands. */
export { payOrder } from './api/pay-order.ts';
export { PaymentSummary } from './components/payment-summary.tsx';
export {
  browserNavigation,
  goToWallet,
  type WalletNavigation,
  walletForm,
} from './go-to-wallet.ts';
export { usePaymentMethods } from './hooks/use-payment-methods.ts';
export { useSecondsLeft } from './hooks/use-seconds-left.ts';
export { type PaymentWords, usePaymentMethodName, usePaymentWords } from './payment-words.ts';
