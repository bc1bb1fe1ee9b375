import { randomUUID } from 'node:crypto';
import { checkInStatusFor, PUBLISHED_PASSWORDS, toNrs } from '@shop/shared';
import type { Tx } from '../database.ts';
import { admins, customers } from '../schema/index.ts';
import { addDays } from './calendar.ts';
import type { CustomerSeed } from './customers.ts';
import { insertInChunks } from './insert.ts';
import type { DemoPlan } from './plan.ts';

export const DEMO_ADMIN = {
  email: 'admin@burgerhouse.com.np',
  password: PUBLISHED_PASSWORDS.admin,
  name: 'Restaurant Admin',
} as const;

/**
 * Inserts the default admin, whose password counts as unchanged
 * (docs/product-rules.md#default-admin); returns its id.
 */
export async function writeDemoAdmin(tx: Tx, passwordHash: string, now: Date): Promise<string> {
  const id = randomUUID();
  const createdAt = addDays(now, -365);
  await tx.insert(admins).values({
    id,
    email: DEMO_ADMIN.email,
    name: DEMO_ADMIN.name,
    passwordHash,
    passwordChangedAt: null,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

/** One customer account was closed, so the admin list shows an inactive customer. */
const DEACTIVATED_INDEX = 30;

/**
 * Inserts the customers; spending and tiers come from their delivered orders. Check-in guests
 * have no password and no orders, only visits at the counter.
 */
export async function writeCustomers(tx: Tx, plan: DemoPlan, passwordHash: string) {
  const rows = plan.customers.map((customer, i) => {
    const spending = plan.spendingByCustomer.get(customer.id);
    const totalSpentPaisa = spending?.deliveredPaisa ?? 0;
    const lastVisitAt = customer.guest
      ? guestVisit(customer, i)
      : (spending?.lastDeliveredAt ?? null);
    return {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      passwordHash: customer.guest ? null : passwordHash,
      dateOfBirth: customer.dateOfBirth,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      country: 'NP',
      subscribeNewsletter: customer.subscribeNewsletter,
      isActive: i !== DEACTIVATED_INDEX,
      checkInStatus: checkInStatusFor(toNrs(totalSpentPaisa)),
      visitCount: customer.guest ? 1 + (i % 3) : (spending?.deliveredOrders ?? 0),
      totalSpentPaisa,
      lastVisitAt,
      createdAt: customer.createdAt,
      updatedAt: lastVisitAt ?? customer.createdAt,
    };
  });
  await insertInChunks(tx, customers, rows);
}

function guestVisit(customer: CustomerSeed, i: number): Date {
  return addDays(customer.createdAt, i % 4);
}
