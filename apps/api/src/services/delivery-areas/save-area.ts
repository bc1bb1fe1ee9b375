import { type Db, type DbOrTx, deliveryAreas } from '@shop/db';
import { and, eq, ne, sql } from '@shop/db/orm';
import {
  type AdminDeliveryAreaSaved,
  DELIVERY_AREA_MESSAGES,
  type DeliveryAreaRequestParsed,
  toPaisa,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { readAdminArea } from './area-view.ts';

/*
 * Creating and changing a delivery area (docs/product-rules.md#delivery-areas). Names are
 * unique whatever their letter case (409); a form read before the area's last change is refused
 * (409, decision 036) with the area as it is now in `details.area`.
 */

const nameTaken = (name: string) =>
  new AppError('CONFLICT', DELIVERY_AREA_MESSAGES.nameTaken(name));

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const sameName = eq(sql`lower(${deliveryAreas.name})`, name.toLowerCase());
  const [taken] = await tx
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(exceptId === undefined ? sameName : and(sameName, ne(deliveryAreas.id, exceptId)));
  if (taken) throw nameTaken(name);
}

const columnsOf = (form: DeliveryAreaRequestParsed) => ({
  name: form.name,
  feePaisa: toPaisa(form.fee),
  minimumOrderPaisa: toPaisa(form.minimum_order),
  extraMinutes: form.extra_minutes,
  // Left out: the area is found by its name (placesOf).
  places: form.places ?? [],
});

/** Two admins saving one name at once: the unique index refuses the second. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'delivery_areas_name_unique')) throw nameTaken(name);
    throw error;
  }
}

export async function createArea(
  db: Db,
  adminId: string,
  form: DeliveryAreaRequestParsed,
): Promise<AdminDeliveryAreaSaved> {
  const area = await refusingTakenName(form.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, form.name);
      const [row] = await tx
        .insert(deliveryAreas)
        .values(columnsOf(form))
        .returning({ id: deliveryAreas.id });
      if (!row) throw new Error('the delivery area was not written');
      const after = await readAdminArea(tx, row.id);
      await recordActivity(tx, {
        adminId,
        action: 'delivery_area.created',
        entityType: 'delivery_area',
        entityId: row.id,
        details: { after },
      });
      return after;
    }),
  );
  return { success: true, message: DELIVERY_AREA_MESSAGES.created, data: area };
}

export async function updateArea(
  db: Db,
  adminId: string,
  id: number,
  form: DeliveryAreaRequestParsed,
): Promise<AdminDeliveryAreaSaved> {
  try {
    const area = await refusingTakenName(form.name, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: deliveryAreas.version })
          .from(deliveryAreas)
          .where(eq(deliveryAreas.id, id))
          .for('update');
        if (!current) throw new AppError('NOT_FOUND', DELIVERY_AREA_MESSAGES.notFound);
        if (form.version !== undefined && form.version !== current.version) {
          throw new AppError('CONFLICT', DELIVERY_AREA_MESSAGES.stale);
        }
        await assertNameFree(tx, form.name, id);
        const before = await readAdminArea(tx, id);
        await tx
          .update(deliveryAreas)
          .set({ ...columnsOf(form), version: current.version + 1, updatedAt: new Date() })
          .where(eq(deliveryAreas.id, id));
        const after = await readAdminArea(tx, id);
        await recordActivity(tx, {
          adminId,
          action: 'delivery_area.updated',
          entityType: 'delivery_area',
          entityId: id,
          details: { before, after },
        });
        return after;
      }),
    );
    return { success: true, message: DELIVERY_AREA_MESSAGES.updated, data: area };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const area = await readAdminArea(db, id);
    throw new AppError('CONFLICT', error.message, { cause: error, details: { area } });
  }
}
