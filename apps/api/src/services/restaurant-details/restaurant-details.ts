import { type Db, type DbOrTx, restaurantDetails } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  RESTAURANT_DETAILS_MESSAGES,
  type RestaurantDetails,
  type RestaurantDetailsResponse,
  SITE,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';

/*
 * The restaurant's details a customer receipt is headed with
 * (docs/product-rules.md#printed-tickets-and-receipts): one row, written at the owner's first
 * save. Until then the site's own details stand in, at version 1, the version that first save
 * writes them at, so a form read before it still saves.
 */

export const DEFAULT_RESTAURANT_DETAILS: RestaurantDetails = {
  name: SITE.name,
  addressLines: [SITE.address.line, SITE.address.city],
  phone: SITE.phone.display,
  panNumber: '',
};

type Row = typeof restaurantDetails.$inferSelect;

const toResponse = (row: Row): RestaurantDetailsResponse => ({
  details: {
    name: row.name,
    addressLines: row.addressLines,
    phone: row.phone,
    panNumber: row.panNumber,
  },
  version: row.version,
});

const DEFAULTS: RestaurantDetailsResponse = { details: DEFAULT_RESTAURANT_DETAILS, version: 1 };

export async function readRestaurantDetails(db: DbOrTx): Promise<RestaurantDetailsResponse> {
  const [row] = await db.select().from(restaurantDetails).where(eq(restaurantDetails.id, 1));
  return row ? toResponse(row) : DEFAULTS;
}

/**
 * Saves the details; `version` (when sent) must be theirs now, else 409 with them as they are
 * now in `details` (decision 036). The row is locked for the save, so of two saves at once the
 * second sees the first.
 */
export async function saveRestaurantDetails(
  db: Db,
  adminId: string,
  details: RestaurantDetails,
  version: number | undefined,
): Promise<RestaurantDetailsResponse> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .insert(restaurantDetails)
        .values({ id: 1, ...DEFAULT_RESTAURANT_DETAILS })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(restaurantDetails)
        .where(eq(restaurantDetails.id, 1))
        .for('update');
      if (!row) throw new Error('the restaurant details row is missing');
      if (version !== undefined && version !== row.version) {
        throw new AppError('CONFLICT', RESTAURANT_DETAILS_MESSAGES.stale);
      }
      const [saved] = await tx
        .update(restaurantDetails)
        .set({ ...details, version: row.version + 1, updatedAt: new Date() })
        .where(eq(restaurantDetails.id, 1))
        .returning();
      if (!saved) throw new Error('the restaurant details row is missing');
      const after = toResponse(saved);
      await recordActivity(tx, {
        adminId,
        action: 'restaurant_details.updated',
        entityType: 'restaurant_details',
        entityId: 1,
        details: { before: toResponse(row).details, after: after.details },
      });
      return after;
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    throw new AppError('CONFLICT', error.message, {
      cause: error,
      details: await readRestaurantDetails(db),
    });
  }
}
