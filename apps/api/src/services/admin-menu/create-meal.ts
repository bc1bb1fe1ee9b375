import { type Db, meals } from '@shop/db';
import { ADMIN_MENU_MESSAGES, type AdminMealResponse, type MealForm } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { adminMealById, storedPrices } from './admin-meal-view.ts';
import { categoryNamed } from './category-name.ts';
import { planMealMedia } from './meal-media.ts';
import { isMealNameViolation, mealNameTaken } from './meal-name.ts';
import { MEAL_MEDIA_DIR, type MenuUpload, withStagedUploads } from './menu-uploads.ts';
import { recordMenuChange } from './record-menu-change.ts';

export type MealFiles = { images: readonly MenuUpload[]; videos: readonly MenuUpload[] };
export type MealInput = MealForm & MealFiles;

/**
 * A new meal, on the menu at once, with its pictures re-encoded and its videos checked. The
 * row is written after every file is stored; if anything fails, the files are removed again.
 */
export async function createMeal(
  db: Db,
  adminId: string,
  input: MealInput,
  files: FileStore,
): Promise<AdminMealResponse> {
  planMealMedia(
    { images: [], videos: [] },
    { newImages: input.images.length, newVideos: input.videos.length },
  );
  return withStagedUploads(files, async (staged) => {
    const images = await staged.images(input.images, MEAL_MEDIA_DIR);
    const videos = await staged.videos(input.videos, MEAL_MEDIA_DIR);
    let categoryName = input.categoryName;
    return db
      .transaction(async (tx) => {
        const category = await categoryNamed(tx, input.categoryName);
        categoryName = category.name;
        const [row] = await tx
          .insert(meals)
          .values({
            categoryId: category.id,
            name: input.name,
            description: input.description,
            ...storedPrices(input),
            stock: input.quantity,
            rating: input.rating,
            images,
            videos,
          })
          .returning({ id: meals.id });
        if (!row) throw new Error('meal insert returned no row');
        await recordMenuChange(tx, {
          adminId,
          entity: 'meal',
          entityId: row.id,
          action: 'created',
          details: {
            name: input.name,
            categoryName: category.name,
            price: input.price,
            newPrice: input.newPrice,
            quantity: input.quantity,
            rating: input.rating,
            images: images.length,
            videos: videos.length,
          },
        });
        const data = await adminMealById(tx, row.id);
        return { success: true as const, message: ADMIN_MENU_MESSAGES.mealCreated, data };
      })
      .catch((error: unknown) => {
        throw isMealNameViolation(error) ? mealNameTaken(input.name, categoryName) : error;
      });
  });
}
