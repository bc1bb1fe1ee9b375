import { categories, type DbOrTx, meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminMeal, toNrs, toPaisa } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl } from '../../lib/uploads.ts';

/*
 * The back office speaks of a meal's regular `price` and an optional lower `newPrice` (the
 * spec's form); the menu stores what the customer pays now (`price_paisa`) and the struck-through
 * earlier price (`old_price_paisa`, decision 003). A new price is therefore stored as the price,
 * with the regular price as the old one.
 */
export function storedPrices(prices: { price: number; newPrice: number | null }) {
  return prices.newPrice === null
    ? { pricePaisa: toPaisa(prices.price), oldPricePaisa: null }
    : { pricePaisa: toPaisa(prices.newPrice), oldPricePaisa: toPaisa(prices.price) };
}

export function adminPrices(row: { pricePaisa: number; oldPricePaisa: number | null }) {
  const reduced = row.oldPricePaisa !== null && row.oldPricePaisa > row.pricePaisa;
  return reduced
    ? { price: toNrs(row.oldPricePaisa ?? 0), newPrice: toNrs(row.pricePaisa) }
    : { price: toNrs(row.pricePaisa), newPrice: null };
}

export const adminMealColumns = {
  id: meals.id,
  name: meals.name,
  description: meals.description,
  categoryId: meals.categoryId,
  categoryName: categories.name,
  categoryIsActive: categories.isActive,
  pricePaisa: meals.pricePaisa,
  oldPricePaisa: meals.oldPricePaisa,
  stock: meals.stock,
  soldQuantity: meals.soldQuantity,
  rating: meals.rating,
  reviewCount: meals.reviewCount,
  images: meals.images,
  videos: meals.videos,
  isActive: meals.isActive,
  version: meals.version,
  createdAt: meals.createdAt,
  updatedAt: meals.updatedAt,
};

export function selectAdminMeals(db: DbOrTx) {
  return db
    .select(adminMealColumns)
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .$dynamic();
}

type AdminMealRow = Awaited<ReturnType<typeof selectAdminMeals>>[number];

export function toAdminMeal(row: AdminMealRow): AdminMeal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryIsActive: row.categoryIsActive,
    ...adminPrices(row),
    quantity: row.stock,
    soldQuantity: row.soldQuantity,
    rating: Number(row.rating),
    reviews: row.reviewCount,
    images: row.images.map(uploadUrl),
    videos: row.videos.map(uploadUrl),
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminMealById(db: DbOrTx, id: number): Promise<AdminMeal> {
  const [row] = await selectAdminMeals(db).where(eq(meals.id, id)).limit(1);
  if (!row) throw mealNotFound();
  return toAdminMeal(row);
}

export const mealNotFound = () => new AppError('NOT_FOUND', ADMIN_MENU_MESSAGES.mealNotFound);

/** The meal row itself, locked until the transaction ends (edits of one meal queue). */
export async function lockMeal(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(meals).where(eq(meals.id, id)).for('update');
  if (!row) throw mealNotFound();
  return row;
}
