/** The customer's session in the browser: what other features and the app may use. */
export type { SessionCustomer } from '@shop/shared';
export { RequireCustomer, type SessionPageHandle } from './components/require-customer.tsx';
export { useCustomerSession } from './hooks/use-customer-session.ts';
export { useSignOut } from './hooks/use-sign-out.ts';
