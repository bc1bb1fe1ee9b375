import { adminAuditLog, customers } from '@shop/db';
import { count, eq } from '@shop/db/orm';
import type { TestApp } from '../../../test-app.ts';

/** A phone number no seeded customer has (the seed's numbers start with 98). */
export function unusedPhone(): string {
  return `97${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
}

export function unusedEmail(): string {
  return `walk-in-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** What a refused call must leave untouched: how many customers and audit lines exist. */
export async function counts(t: TestApp): Promise<{ customers: number; audit: number }> {
  const [c] = await t.db.select({ n: count() }).from(customers);
  const [a] = await t.db.select({ n: count() }).from(adminAuditLog);
  return { customers: c?.n ?? 0, audit: a?.n ?? 0 };
}

export async function customerRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`no customer ${id}`);
  return row;
}

export async function auditLinesOf(t: TestApp, customerId: string) {
  return t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, customerId));
}
