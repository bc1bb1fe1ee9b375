import {
  ADMIN_MENU_MESSAGES,
  type AdminCategory,
  adminCategoryResponseSchema,
  categoryFormSchema,
} from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CurrentPicture,
  FormDialog,
  requestBody,
  type SectionFormProps,
  useMediaList,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { categoriesSection } from '../categories-section.tsx';

const ONE_IMAGE = { max: 1, tooMany: ADMIN_MENU_MESSAGES.tooManyCategoryImages };

/** Add or edit a category: name, description and an optional picture with its preview. */
export function CategoryFormDialog({ record: category, onClose }: SectionFormProps<AdminCategory>) {
  const { t } = useTranslation('admin-menu');
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const form = useSectionForm(categoriesSection, {
    schema: categoryFormSchema,
    record: category,
    valuesOf: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
    // POST /api/categories, or PUT /api/categories/{id} when editing: multipart.
    save: ['/categories', adminCategoryResponseSchema],
    body: ({ name, description }) => {
      const removeImage = removeCurrent ? 'true' : undefined;
      const categoryImage = image.picked.map((picked) => picked.file);
      return requestBody({ name, description, removeImage }, { categoryImage });
    },
    onClose,
  });
  const image = useMediaList(ONE_IMAGE, [], form.clearOutcome);
  const currentImage =
    category?.image && !removeCurrent && image.picked.length === 0 ? category.image : null;

  return (
    <FormDialog form={form}>
      {form.draw({
        name: { maxLength: 100 },
        description: { kind: 'area', maxLength: 1000 },
        image: {
          kind: 'media',
          optional: true,
          list: image,
          current: currentImage && (
            <CurrentPicture
              url={currentImage}
              title={t('categories.form.currentImage')}
              imageClassName="size-20"
            >
              <button
                type="button"
                onClick={() => setRemoveCurrent(true)}
                className="mt-1 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-flame-500"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('categories.form.removeImage')}
              </button>
            </CurrentPicture>
          ),
        },
      })}
    </FormDialog>
  );
}
