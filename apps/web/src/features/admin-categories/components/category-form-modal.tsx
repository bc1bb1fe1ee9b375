import {
  ACCEPTED_IMAGE_TYPES,
  ADMIN_MENU_MESSAGES,
  type AdminCategory,
  type AdminCategoryResponse,
  categoryFormSchema,
  MAX_MENU_IMAGE_BYTES,
} from '@shop/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { saveCategory } from '../api/save-category.ts';
import { failureMessage } from '../failure-message.ts';
import { useMenuChanged } from '../hooks/use-menu-changed.ts';
import { checkPickedFiles, imageFileError } from '../menu-files.ts';
import { CurrentImage } from './current-image.tsx';

interface CategoryFormModalProps {
  /** The category being edited, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (result: AdminCategoryResponse) => void;
}

const MAX_IMAGE_MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;

/** Add or edit a category: name, description and an optional picture with its preview. */
export function CategoryFormModal({ category, onClose, onSaved }: CategoryFormModalProps) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const menuChanged = useMenuChanged();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const form = useFormSubmit({
    schema: categoryFormSchema,
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    send: async (values) => {
      try {
        return await saveCategory(category?.id ?? null, {
          ...values,
          image: picked?.file ?? null,
          removeImage: removeCurrent,
        });
      } catch (error) {
        throw new Error(failureMessage(error, t('categories.saveFailed')));
      }
    },
    onSuccess: (result) => {
      void menuChanged();
      onSaved(result);
    },
  });

  const pickImage = (files: File[]) => {
    form.clearOutcome();
    const { accepted, errors } = checkPickedFiles(
      files,
      1,
      imageFileError,
      ADMIN_MENU_MESSAGES.tooManyCategoryImages,
    );
    setImageErrors(errors);
    const [file] = accepted;
    if (file) setPicked({ id: `${file.name}-${file.lastModified}`, file });
  };

  const currentImage = category?.image && !removeCurrent && !picked ? category.image : null;
  const title = category ? t('categories.form.editTitle') : t('categories.form.addTitle');
  return (
    <Modal open onClose={onClose} title={title} className="sm:max-w-xl">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6">
        <fieldset disabled={form.submission.isPending} className="space-y-5">
          <TextField
            label={t('categories.form.name')}
            name="name"
            maxLength={100}
            placeholder={t('categories.form.namePlaceholder')}
            value={form.values.name}
            onValueChange={(value) => form.setValue('name', value)}
            error={form.errors.name}
          />
          <TextAreaField
            label={t('categories.form.description')}
            name="description"
            rows={3}
            maxLength={1000}
            placeholder={t('categories.form.descriptionPlaceholder')}
            value={form.values.description}
            onValueChange={(value) => form.setValue('description', value)}
            error={form.errors.description}
          />
          <FormField label={t('categories.form.image')} optional announce error={imageErrors}>
            {(control) => (
              <div className="space-y-3">
                {currentImage && (
                  <CurrentImage
                    src={currentImage}
                    label={t('categories.form.currentImage')}
                    removeLabel={t('categories.form.removeImage')}
                    onRemove={() => setRemoveCurrent(true)}
                  />
                )}
                <ImagePicker
                  files={picked ? [picked] : []}
                  max={1}
                  accept={ACCEPTED_IMAGE_TYPES.join(',')}
                  rules={t('files.imageRules', { megabytes: number(MAX_IMAGE_MEGABYTES) })}
                  onPick={pickImage}
                  onRemove={() => setPicked(null)}
                  control={control}
                />
              </div>
            )}
          </FormField>
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <SubmitButton
            pending={form.submission.isPending}
            icon={Save}
            label={category ? t('categories.form.update') : t('categories.form.create')}
            pendingLabel={t('actions.saving')}
          />
        </div>
      </form>
    </Modal>
  );
}
