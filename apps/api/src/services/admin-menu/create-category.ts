import { categories, type Db } from '@shop/db';
import { sql } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminCategoryResponse, type CategoryForm } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { adminCategoryById } from './admin-category-view.ts';
import {
  assertCategoryNameFree,
  categoryNameTaken,
  isCategoryNameViolation,
} from './category-name.ts';
import { CATEGORY_IMAGES_DIR, type MenuUpload, withStagedUploads } from './menu-uploads.ts';
import { recordMenuChange } from './record-menu-change.ts';

export type CategoryInput = CategoryForm & { image: MenuUpload | null };

/** A new category, active, last in menu order, with its picture (optional) re-encoded. */
export async function createCategory(
  db: Db,
  adminId: string,
  input: CategoryInput,
  files: FileStore,
): Promise<AdminCategoryResponse> {
  await assertCategoryNameFree(db, input.name);
  return withStagedUploads(files, async (staged) => {
    const [image = null] = input.image
      ? await staged.images([input.image], CATEGORY_IMAGES_DIR)
      : [];
    return db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            description: input.description,
            image,
            sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories})`,
          })
          .returning({ id: categories.id });
        if (!row) throw new Error('category insert returned no row');
        await recordMenuChange(tx, {
          adminId,
          entity: 'category',
          entityId: row.id,
          action: 'created',
          details: { name: input.name, description: input.description, image },
        });
        const data = await adminCategoryById(tx, row.id);
        return { success: true as const, message: ADMIN_MENU_MESSAGES.categoryCreated, data };
      })
      .catch((error: unknown) => {
        throw isCategoryNameViolation(error) ? categoryNameTaken(input.name) : error;
      });
  });
}
