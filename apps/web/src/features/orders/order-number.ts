/**
 * How an order is named to people: '#' and the first 8 characters of its id, upper-cased
 * (`#3F2A9C1D`). Enough to tell a customer's orders apart and to read out on the phone.
 */
export function orderNumber(id: string): string {
  return `#${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
