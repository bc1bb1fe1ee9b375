/**
 * How an order is named to people, everywhere (the shop, mails, the back office, tickets):
 * '#' and the last 8 characters of its id, upper-cased (`#0000ABCD`). A customer reads it
 * out on the phone and staff find the order by it (the back office's order search).
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
