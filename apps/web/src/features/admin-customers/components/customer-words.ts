import type { AdminCustomer } from '@shop/shared';

/** Where a customer lives, as the list shows it: city and state, else the country. */
export function customerLocation(
  customer: Pick<AdminCustomer, 'city' | 'state' | 'country'>,
): string {
  const local = [customer.city, customer.state].filter(Boolean).join(', ');
  return local || customer.country || '';
}

/** Up to two initials for the avatar. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
