import type { Order } from '@shop/shared';

/** A committed status change, with what its announcement needs. */
export interface OrderChange {
  order: Order;
  /** Null when the customer's account was deleted: nobody to tell. */
  customerId: string | null;
  historyId: number;
}
