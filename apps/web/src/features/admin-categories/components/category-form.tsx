import {
  ADMIN_MENU_MESSAGES,
  type AdminCategory,
  adminCategoryResponseSchema,
  categoryFormSchema,
  MAX_MENU_IMAGE_BYTES,
} from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  CurrentPicture,
  FormDialog,
  imageFileError,
  MediaField,
  requestBody,
  saveRecord,
  useFormFields,
  useMediaList,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { categoriesSection } from '../categories-section.tsx';

// The file checks now live in the kit (admin-common); kept here for those who import them.

const MAX_IMAGE_MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;
const ONE_IMAGE = {
  max: 1,
  tooMany: ADMIN_MENU_MESSAGES.tooManyCategoryImages,
  fileError: imageFileError,
};

/** Add or edit a category: name, description and an optional picture with its preview. */
export function CategoryFormDialog({
  category,
  onClose,
}: {
  /** The category being edited, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const form = useSectionForm(categoriesSection, {
    words: 'admin-menu:categories.form',
    schema: categoryFormSchema,
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    failed: t('categories.saveFailed'),
    // POST /api/categories, or PUT /api/categories/{id} when editing: multipart.
    send: ({ name, description }) => {
      const removeImage = removeCurrent ? 'true' : undefined;
      const categoryImage = image.picked.map((picked) => picked.file);
      const body = requestBody({ name, description, removeImage }, { categoryImage });
      return saveRecord('/categories', category?.id, body, adminCategoryResponseSchema);
    },
    onSaved: onClose,
  });
  const image = useMediaList(ONE_IMAGE, [], form.clearOutcome);
  const fields = useFormFields(form);
  const currentImage =
    category?.image && !removeCurrent && image.picked.length === 0 ? category.image : null;

  return (
    <FormDialog form={form} editing={category !== null} onClose={onClose}>
      {fields.text('name', { maxLength: 100 })}
      {fields.area('description', { maxLength: 1000 })}
      <MediaField
        label={t('categories.form.image')}
        optional
        list={image}
        rules={t('files.imageRules', { megabytes: number(MAX_IMAGE_MEGABYTES) })}
        current={
          currentImage && (
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
          )
        }
      />
    </FormDialog>
  );
}
