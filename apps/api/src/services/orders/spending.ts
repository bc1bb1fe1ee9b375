import { orders } from '@shop/db';
import { sql } from '@shop/db/orm';

/*
 * What a customer's orders add up to, as the profile and the order lists both show it: cash is
 * paid on delivery, so spending is the total of delivered orders, and those are the completed
 * ones. Aggregates over rows of `orders`.
 */
export const deliveredSpentPaisa =
  sql<number>`coalesce(sum(${orders.totalPaisa}) filter (where ${orders.status} = 'delivered'), 0)`.mapWith(
    Number,
  );

export const deliveredOrderCount =
  sql<number>`count(${orders.id}) filter (where ${orders.status} = 'delivered')`.mapWith(Number);
