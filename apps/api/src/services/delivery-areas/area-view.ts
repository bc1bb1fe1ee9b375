import { type DbOrTx, deliveryAreas } from '@shop/db';
import { asc, eq, sql } from '@shop/db/orm';
import {
  type AdminDeliveryArea,
  DELIVERY_AREA_MESSAGES,
  type PublicDeliveryArea,
  toNrs,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/* Delivery areas as the shop and the back office read them (docs/product-rules.md#delivery-areas). */

type Row = typeof deliveryAreas.$inferSelect;

export const publicAreaOf = (row: Row): PublicDeliveryArea => ({
  id: row.id,
  name: row.name,
  fee: toNrs(row.feePaisa),
  minimumOrder: toNrs(row.minimumOrderPaisa),
  extraMinutes: row.extraMinutes,
  places: row.places,
});

// Qualified by hand: inside the subquery drizzle's bare "id" would be the order's.
const orderCount = sql<number>`(
  SELECT count(*)::int FROM orders o WHERE o.delivery_area_id = delivery_areas.id
)`;

function adminAreaOf(row: Row & { orderCount: number }): AdminDeliveryArea {
  return {
    ...publicAreaOf(row),
    version: row.version,
    orderCount: Number(row.orderCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const byName = asc(sql`lower(${deliveryAreas.name})`);

export async function listPublicAreas(db: DbOrTx): Promise<PublicDeliveryArea[]> {
  const rows = await db.select().from(deliveryAreas).orderBy(byName);
  return rows.map(publicAreaOf);
}

export async function listAdminAreas(db: DbOrTx): Promise<AdminDeliveryArea[]> {
  const rows = await db
    .select({ area: deliveryAreas, orderCount })
    .from(deliveryAreas)
    .orderBy(byName);
  return rows.map(({ area, orderCount }) => adminAreaOf({ ...area, orderCount }));
}

/** One area as the back office reads it; 404 when there is none. */
export async function readAdminArea(db: DbOrTx, id: number): Promise<AdminDeliveryArea> {
  const [row] = await db
    .select({ area: deliveryAreas, orderCount })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.id, id));
  if (!row) throw new AppError('NOT_FOUND', DELIVERY_AREA_MESSAGES.notFound);
  return adminAreaOf({ ...row.area, orderCount: row.orderCount });
}
