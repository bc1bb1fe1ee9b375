import type { CheckInCustomer } from '@shop/shared';

/** "First Last", or null for a guest who gave no name. */
export function customerName(customer: Pick<CheckInCustomer, 'firstName' | 'lastName'>) {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** Up to two initials for the customer's badge; null without a name. */
export function customerInitials(customer: Pick<CheckInCustomer, 'firstName' | 'lastName'>) {
  const initials = [customer.firstName, customer.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || null;
}
