import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ADMIN_MENU_MESSAGES,
  type AdminCategory,
  adminCategoryResponseSchema,
  categoryFormSchema,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { adminApi, FormDialog, fieldProps, useSectionForm } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { categoriesSection } from '../categories-section.tsx';

/*
 * The menu forms' checks on picked files, in the server's own words. The browser knows a file
 * only by its name and size; the server decodes every picture and reads every video's bytes,
 * so these checks only answer sooner.
 */

const imageTypes: readonly string[] = ACCEPTED_IMAGE_TYPES;
const videoTypes: readonly string[] = ACCEPTED_VIDEO_TYPES;

export function imageFileError(file: File): string | null {
  if (!imageTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAnImage(file.name);
  if (file.size > MAX_MENU_IMAGE_BYTES) return ADMIN_MENU_MESSAGES.imageTooLarge(file.name);
  return null;
}

export function videoFileError(file: File): string | null {
  if (!videoTypes.includes(file.type)) return ADMIN_MENU_MESSAGES.notAVideo(file.name);
  if (file.size > MAX_VIDEO_BYTES) return ADMIN_MENU_MESSAGES.videoTooLarge(file.name);
  return null;
}

export interface FileCheck {
  accepted: File[];
  /** One message per refused file, or the one about too many. */
  errors: string[];
}

/**
 * Newly picked files against a limit on how many there may be in all: a pick that would pass
 * it is refused whole; otherwise the good files are kept and each bad one is named.
 */
export function checkPickedFiles(
  picked: readonly File[],
  room: number,
  fileError: (file: File) => string | null,
  tooMany: string,
): FileCheck {
  if (picked.length > room) return { accepted: [], errors: [tooMany] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of picked) {
    const error = fileError(file);
    if (error) errors.push(error);
    else accepted.push(file);
  }
  return { accepted, errors };
}

const MAX_IMAGE_MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;

/** POST /api/categories, or PUT /api/categories/{id} when editing: multipart. */
function saveCategory(id: number | null, fields: Record<string, string>, image: File | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('categoryImage', image);
  return id === null
    ? adminApi.post('/categories', body, adminCategoryResponseSchema)
    : adminApi.put(`/categories/${id}`, body, adminCategoryResponseSchema);
}

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
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const form = useSectionForm(categoriesSection, {
    schema: categoryFormSchema,
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    failed: t('categories.saveFailed'),
    send: ({ name, description }) =>
      saveCategory(
        category?.id ?? null,
        { name, description, ...(removeCurrent ? { removeImage: 'true' } : {}) },
        picked?.file ?? null,
      ),
    onSaved: onClose,
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

  return (
    <FormDialog
      form={form}
      title={category ? t('categories.form.editTitle') : t('categories.form.addTitle')}
      submitLabel={category ? t('categories.form.update') : t('categories.form.create')}
      onClose={onClose}
    >
      <TextField
        label={t('categories.form.name')}
        maxLength={100}
        placeholder={t('categories.form.namePlaceholder')}
        {...fieldProps(form, 'name')}
      />
      <TextAreaField
        label={t('categories.form.description')}
        rows={3}
        maxLength={1000}
        placeholder={t('categories.form.descriptionPlaceholder')}
        {...fieldProps(form, 'description')}
      />
      <FormField label={t('categories.form.image')} optional announce error={imageErrors}>
        {(control) => (
          <div className="space-y-3">
            {currentImage && (
              <div className="flex items-center gap-4 rounded-2xl bg-cream-50 p-3 ring-1 ring-charcoal-900/5">
                <img
                  src={currentImage}
                  alt={t('categories.form.currentImage')}
                  className="size-20 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-charcoal-800">
                    {t('categories.form.currentImage')}
                  </p>
                  <button
                    type="button"
                    onClick={() => setRemoveCurrent(true)}
                    className="mt-1 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-red-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-flame-500"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('categories.form.removeImage')}
                  </button>
                </div>
              </div>
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
    </FormDialog>
  );
}
