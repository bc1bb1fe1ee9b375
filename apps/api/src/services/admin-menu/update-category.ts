import { categories, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminCategoryResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { removeStoredFiles } from '../../lib/images.ts';
import { adminCategoryById, lockCategory } from './admin-category-view.ts';
import {
  assertCategoryNameFree,
  categoryNameTaken,
  isCategoryNameViolation,
} from './category-name.ts';
import type { CategoryInput } from './create-category.ts';
import { CATEGORY_IMAGES_DIR, withStagedUploads } from './menu-uploads.ts';
import { recordMenuChange } from './record-menu-change.ts';

/**
 * Edits a category: name, description, and its picture, which a new upload replaces and
 * `removeImage` drops (no upload keeps it). A replaced picture's file goes after the commit.
 */
export async function updateCategory(
  db: Db,
  adminId: string,
  id: number,
  input: CategoryInput,
  files: FileStore,
): Promise<AdminCategoryResponse> {
  let dropped: string | null = null;
  const result = await withStagedUploads(files, async (staged) => {
    const [uploaded] = input.image ? await staged.images([input.image], CATEGORY_IMAGES_DIR) : [];
    return db
      .transaction(async (tx) => {
        const current = await lockCategory(tx, id);
        await assertCategoryNameFree(tx, input.name, id);
        const image = uploaded ?? (input.removeImage ? null : current.image);
        await tx
          .update(categories)
          .set({ name: input.name, description: input.description, image })
          .where(eq(categories.id, id));
        await recordMenuChange(tx, {
          adminId,
          entity: 'category',
          entityId: id,
          action: 'updated',
          details: {
            before: { name: current.name, description: current.description, image: current.image },
            after: { name: input.name, description: input.description, image },
          },
        });
        dropped = image === current.image ? null : current.image;
        const data = await adminCategoryById(tx, id);
        return { success: true as const, message: ADMIN_MENU_MESSAGES.categoryUpdated, data };
      })
      .catch((error: unknown) => {
        throw isCategoryNameViolation(error) ? categoryNameTaken(input.name) : error;
      });
  });
  if (dropped) await removeStoredFiles(files, [dropped]);
  return result;
}
