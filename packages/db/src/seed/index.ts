import type { Db, Tx } from '../database.ts';
import { hashPassword } from '../password.ts';
import { type PictureStore, renderPictures } from './artwork/render.ts';
import { DEMO_CUSTOMER } from './customers.ts';
import { allPictures } from './pictures.ts';
import { type DemoPlan, planDemoData } from './plan.ts';
import { writeGalleries, writeVisitorContent } from './write-content.ts';
import { writeCategories, writeMeals } from './write-menu.ts';
import { writeOrders } from './write-orders.ts';
import { DEMO_ADMIN, writeCustomers, writeDemoAdmin } from './write-people.ts';
import { writeCoupons, writeEvents } from './write-promotions.ts';

export { DEMO_ADMIN, DEMO_CUSTOMER, type PictureStore };

export interface SeedOptions {
  /** Where the demo pictures are stored (the server's file store). */
  files: PictureStore;
  /** "Today" for the generated history; defaults to the current time. */
  now?: Date;
  /** Only the embedded demo database gets the default admin: docs/product-rules.md#default-admin */
  includeDemoAdmin: boolean;
}

/**
 * Fills an empty, migrated database with a year of believable shop life: menu, customers,
 * orders, coupons, events, galleries and messages, plus the pictures they show. The rows are
 * written in one transaction while the pictures render alongside.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const plan = planDemoData(options.now ?? new Date());
  const rendering = renderPictures(options.files, allPictures(plan));
  const writing = (async () => {
    const [customerHash, adminHash] = await Promise.all([
      hashPassword(DEMO_CUSTOMER.password),
      options.includeDemoAdmin ? hashPassword(DEMO_ADMIN.password) : null,
    ]);
    await db.transaction((tx) => writeAll(tx, plan, customerHash, adminHash));
  })();
  const results = await Promise.allSettled([writing, rendering]);
  for (const result of results) {
    if (result.status === 'rejected') throw result.reason;
  }
}

async function writeAll(
  tx: Tx,
  plan: DemoPlan,
  customerHash: string,
  adminHash: string | null,
): Promise<void> {
  const adminId = adminHash ? await writeDemoAdmin(tx, adminHash, plan.now) : null;
  const categoryIds = await writeCategories(tx, plan);
  const mealIds = await writeMeals(tx, plan, categoryIds);
  await writeCustomers(tx, plan, customerHash);
  const couponIds = await writeCoupons(tx, plan, categoryIds);
  await writeEvents(tx, plan);
  await writeGalleries(tx, plan);
  await writeOrders(tx, plan, { mealIds, couponIds, adminId });
  await writeVisitorContent(tx, plan);
}
