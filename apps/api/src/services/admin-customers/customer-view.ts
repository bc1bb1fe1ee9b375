import { customers, type DbOrTx, personName } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomer,
  adminCustomerTierFor,
  toNrs,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/*
 * The back office's view of a customer (the `AdminCustomer` schema): the row, its order count (a
 * column a trigger on orders keeps, migration 0010), amounts in NRS and the admin tier.
 */

/** First and last name as shown, blank parts left out (the name sort and search index it). */
export const customerName = personName(customers.firstName, customers.lastName);

/** The customer's orders, any status: a column that a trigger on orders keeps (migration 0010). */
export const customerOrderCount = customers.orderCount;

export const adminCustomerColumns = {
  id: customers.id,
  name: customerName,
  email: customers.email,
  phone: customers.phone,
  dateOfBirth: customers.dateOfBirth,
  createdAt: customers.createdAt,
  address: customers.address,
  city: customers.city,
  state: customers.state,
  zipCode: customers.zipCode,
  country: customers.country,
  totalSpentPaisa: customers.totalSpentPaisa,
  totalOrders: customerOrderCount,
  visitCount: customers.visitCount,
  isActive: customers.isActive,
};

export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  createdAt: Date;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  totalSpentPaisa: number;
  totalOrders: number;
  visitCount: number;
  isActive: boolean;
}

export function toAdminCustomer(row: AdminCustomerRow): AdminCustomer {
  const totalSpent = toNrs(row.totalSpentPaisa);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    totalSpent,
    totalOrders: row.totalOrders,
    visit_count: row.visitCount,
    isActive: row.isActive,
    tier: adminCustomerTierFor(totalSpent, row.isActive),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function customerNotFound(): AppError {
  return new AppError('NOT_FOUND', ADMIN_CUSTOMER_MESSAGES.notFound);
}

/** One customer as the back office lists it, or 404 (also for an id that is not a UUID). */
export async function findAdminCustomer(db: DbOrTx, id: string): Promise<AdminCustomerRow> {
  if (!UUID.test(id)) throw customerNotFound();
  const [row] = await db
    .select(adminCustomerColumns)
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}

export function isCustomerId(id: string): boolean {
  return UUID.test(id);
}
