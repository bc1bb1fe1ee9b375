import { adminAuditLog, admins, customers, type DbOrTx, orders } from '@shop/db';
import { and, desc, eq, inArray } from '@shop/db/orm';
import {
  CUSTOMER_ACTIVITY_LIMIT,
  type CustomerActivityEntry,
  type CustomerActivityResponse,
  type OrderStatus,
  toNrs,
} from '@shop/shared';
import { orderItemCount } from '../admin-orders/order-summary.ts';
import { customerNotFound, isCustomerId } from './customer-view.ts';

/** Audit-log actions that tell of the customer (the kiosk's visits, the admin's status changes). */
const VISIT_ACTIONS = ['customer.checked_in', 'customer.registered'];
export const CUSTOMER_STATUS_ACTION = 'customer.status_changed';

const blank = {
  orderId: null,
  orderStatus: null,
  amount: null,
  itemCount: null,
  adminName: null,
} satisfies Partial<CustomerActivityEntry>;

/**
 * What the customer did and what was done to them, newest first: orders placed, visits recorded
 * at the counter, deactivation and reactivation, and joining. Three queries.
 */
export async function getCustomerActivity(
  db: DbOrTx,
  id: string,
): Promise<CustomerActivityResponse> {
  if (!isCustomerId(id)) throw customerNotFound();
  const [customer] = await db
    .select({ createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) throw customerNotFound();
  const placed = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalPaisa: orders.totalPaisa,
      createdAt: orders.createdAt,
      itemCount: orderItemCount,
    })
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.createdAt))
    .limit(CUSTOMER_ACTIVITY_LIMIT);
  const logged = await db
    .select({
      action: adminAuditLog.action,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      adminName: admins.name,
    })
    .from(adminAuditLog)
    .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
    .where(
      and(
        eq(adminAuditLog.entityType, 'customer'),
        eq(adminAuditLog.entityId, id),
        inArray(adminAuditLog.action, [...VISIT_ACTIONS, CUSTOMER_STATUS_ACTION]),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(CUSTOMER_ACTIVITY_LIMIT);

  const entries: CustomerActivityEntry[] = [
    { ...blank, kind: 'joined', at: customer.createdAt.toISOString() },
    ...placed.map((order) => ({
      ...blank,
      kind: 'order' as const,
      at: order.createdAt.toISOString(),
      orderId: order.id,
      orderStatus: order.status as OrderStatus,
      amount: toNrs(order.totalPaisa),
      itemCount: order.itemCount,
    })),
    ...logged.map((entry) => fromAuditEntry(entry)),
  ];
  return {
    activity: entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, CUSTOMER_ACTIVITY_LIMIT),
  };
}

function fromAuditEntry(entry: {
  action: string;
  details: unknown;
  createdAt: Date;
  adminName: string | null;
}): CustomerActivityEntry {
  const details = (entry.details ?? {}) as { spentPaisa?: unknown; to?: unknown };
  const at = entry.createdAt.toISOString();
  if (entry.action === CUSTOMER_STATUS_ACTION) {
    const kind = details.to === 'inactive' ? 'deactivated' : 'activated';
    return { ...blank, kind, at, adminName: entry.adminName };
  }
  const spent = typeof details.spentPaisa === 'number' ? toNrs(details.spentPaisa) : null;
  return { ...blank, kind: 'visit', at, amount: spent, adminName: entry.adminName };
}
