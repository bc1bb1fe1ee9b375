import { type Db, type DbOrTx, meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  ADMIN_MENU_MESSAGES,
  type AdminMealResponse,
  type MealUpdateForm,
  RECORD_VERSION_MESSAGES,
} from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles } from '../../lib/images.ts';
import {
  adminMealById,
  adminPrices,
  lockMeal,
  mealNotFound,
  storedPrices,
} from './admin-meal-view.ts';
import { categoryNamed } from './category-name.ts';
import type { MealFiles } from './create-meal.ts';
import { droppedFiles, planMealMedia } from './meal-media.ts';
import { isMealNameViolation, mealNameTaken } from './meal-name.ts';
import { MEAL_MEDIA_DIR, withStagedUploads } from './menu-uploads.ts';
import { recordMenuChange } from './record-menu-change.ts';

export type MealUpdateInput = MealUpdateForm & MealFiles;

type MealRow = typeof meals.$inferSelect;

/**
 * Edits a meal: every field, the files it keeps (in the order given) and new ones after them.
 * The limits and the version the form was read at (decision 036) are checked before anything
 * is stored, and again on the locked row. Files the meal no longer uses are deleted once the
 * change has committed.
 */
export async function updateMeal(
  db: Db,
  adminId: string,
  id: number,
  input: MealUpdateInput,
  files: FileStore,
): Promise<AdminMealResponse> {
  const change = {
    newImages: input.images.length,
    newVideos: input.videos.length,
    keptImages: input.keptImages,
    keptVideos: input.keptVideos,
  };
  const [before] = await db.select().from(meals).where(eq(meals.id, id));
  if (!before) throw mealNotFound();
  if (isStale(before, input.version)) throw await staleMeal(db, id);
  planMealMedia(before, change);
  let dropped: string[] = [];
  const result = await withStagedUploads(files, async (staged) => {
    const newImages = await staged.images(input.images, MEAL_MEDIA_DIR);
    const newVideos = await staged.videos(input.videos, MEAL_MEDIA_DIR);
    let categoryName = input.categoryName;
    return db
      .transaction(async (tx) => {
        const current = await lockMeal(tx, id);
        if (isStale(current, input.version)) throw await staleMeal(tx, id);
        const plan = planMealMedia(current, change);
        const category = await categoryNamed(tx, input.categoryName);
        categoryName = category.name;
        const images = [...plan.keptImages, ...newImages];
        const videos = [...plan.keptVideos, ...newVideos];
        const next = {
          categoryId: category.id,
          name: input.name,
          description: input.description,
          ...storedPrices(input),
          stock: input.quantity,
          ...ratingChange(current, input.rating),
          images,
          videos,
        };
        await tx.update(meals).set(next).where(eq(meals.id, id));
        await recordMenuChange(tx, {
          adminId,
          entity: 'meal',
          entityId: id,
          action: 'updated',
          details: { before: summary(current), after: summary({ ...current, ...next }) },
        });
        dropped = droppedFiles(current, { images, videos });
        const data = await adminMealById(tx, id);
        return { success: true as const, message: ADMIN_MENU_MESSAGES.mealUpdated, data };
      })
      .catch((error: unknown) => {
        throw isMealNameViolation(error) ? mealNameTaken(input.name, categoryName) : error;
      });
  });
  await removeStoredFiles(files, dropped);
  return result;
}

/** The form was read before the meal's last change (a save without a version never is). */
function isStale(row: MealRow, version: number | undefined): boolean {
  return version !== undefined && version !== row.version;
}

/** The refusal of a stale save, with the meal as it is now for the form to show. */
async function staleMeal(db: DbOrTx, id: number): Promise<AppError> {
  const meal = await adminMealById(db, id);
  return new AppError('CONFLICT', RECORD_VERSION_MESSAGES.staleMeal, { details: { meal } });
}

/**
 * The admin's rating stands for the average of the reviews so far: the points behind the
 * average are set to match, so the next review moves it from there.
 */
function ratingChange(current: MealRow, rating: number) {
  if (Number(current.rating) === rating) return {};
  return { rating, ratingPoints: Math.round(rating * current.reviewCount) };
}

/** What the audit log keeps of a meal's state. */
function summary(row: MealRow) {
  return {
    name: row.name,
    categoryId: row.categoryId,
    ...adminPrices(row),
    stock: row.stock,
    rating: Number(row.rating),
    images: row.images.length,
    videos: row.videos.length,
  };
}
