import {
  ADMIN_GALLERY_MESSAGES,
  type AdminGallery,
  GALLERY_CATEGORIES,
  galleryFormSchema,
  gallerySavedResponseSchema,
  MAX_GALLERY_IMAGES,
} from '@shop/shared';
import { useEffect, useId } from 'react';
import { z } from 'zod';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { adminApi, FormDialog, fieldProps, useSectionForm } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { GalleryThumbs, gallerySection } from '../gallery-section.tsx';

/**
 * The server's own rules for the text fields (its messages), the status (sent as isActive), and
 * the picked images: a new gallery needs one, an edit without any keeps its own.
 */
export const galleryFormValuesSchema = (isNew: boolean) =>
  galleryFormSchema.pick({ title: true, description: true, category: true, tags: true }).extend({
    status: z.enum(['active', 'inactive']),
    files: z
      .array(z.custom<PickedFile>())
      .min(isNew ? 1 : 0, { error: ADMIN_GALLERY_MESSAGES.imageRequired }),
  });

type ValidGalleryForm = z.output<ReturnType<typeof galleryFormValuesSchema>>;

/** Editing fills the form from the chosen gallery (docs/product-rules.md#gallery-management). */
export function galleryFormValues(gallery: AdminGallery | null) {
  return {
    title: gallery?.title ?? '',
    description: gallery?.description ?? '',
    category: gallery?.category ?? '',
    status: gallery === null || gallery.isActive ? 'active' : 'inactive',
    tags: gallery?.tags.join(', ') ?? '',
    files: [] as PickedFile[],
  };
}

/**
 * The multipart body of a save: the text fields first (the server reads them before the
 * files), isActive as true or false, tags comma-separated, then one `images` part per file.
 */
export function galleryFormData(values: ValidGalleryForm): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description ?? '');
  form.append('category', values.category ?? '');
  form.append('isActive', String(values.status === 'active'));
  form.append('tags', (values.tags ?? []).join(','));
  for (const { file } of values.files) form.append('images', file, file.name);
  return form;
}

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
let pickedSequence = 0;

interface GalleryFormProps {
  gallery: AdminGallery | null;
  onClose: () => void;
}

/** Adds a gallery (`gallery` null) or edits one: its text fields, status and pictures. */
export function GalleryFormDialog({ gallery, onClose }: GalleryFormProps) {
  const { t } = useTranslation('admin-content');
  const categoriesId = useId();
  // Output `unknown`: the kit's form type takes any values (what is sent is parsed by then).
  const form = useSectionForm<ReturnType<typeof galleryFormValues>, unknown, unknown>(
    gallerySection,
    {
      schema: galleryFormValuesSchema(gallery === null),
      initialValues: galleryFormValues(gallery),
      failed: t('gallery.saveFailed'),
      send: (values) => {
        const body = galleryFormData(values as ValidGalleryForm);
        const options = { fallbackMessage: t('gallery.saveFailed') };
        return gallery === null
          ? adminApi.post('/gallery', body, gallerySavedResponseSchema, options)
          : adminApi.put(`/gallery/${gallery.id}`, body, gallerySavedResponseSchema, options);
      },
      onSaved: onClose,
    },
  );
  const { formRef } = form;
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);
  const files = form.values.files;
  const setFiles = (next: PickedFile[]) =>
    form.setValue('files', next.slice(0, MAX_GALLERY_IMAGES));

  return (
    <FormDialog
      form={form}
      title={gallery ? t('gallery.form.editTitle') : t('gallery.form.addTitle')}
      submitLabel={gallery ? t('gallery.form.update') : t('gallery.form.create')}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <TextField
        label={t('gallery.form.title')}
        placeholder={t('gallery.form.titlePlaceholder')}
        {...fieldProps(form, 'title')}
      />
      <TextAreaField
        label={t('gallery.form.description')}
        placeholder={t('gallery.form.descriptionPlaceholder')}
        optional
        rows={3}
        {...fieldProps(form, 'description')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('gallery.form.category')}
          placeholder={t('gallery.form.categoryPlaceholder')}
          hint={t('gallery.form.categoryHint')}
          optional
          list={categoriesId}
          {...fieldProps(form, 'category')}
        />
        <datalist id={categoriesId}>
          {GALLERY_CATEGORIES.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <FormField label={t('gallery.form.status')}>
          {(control) => (
            <select
              {...control}
              value={form.values.status}
              onChange={(event) => form.setValue('status', event.target.value)}
              className={controlClasses}
            >
              <option value="active">{t('gallery.form.active')}</option>
              <option value="inactive">{t('gallery.form.inactive')}</option>
            </select>
          )}
        </FormField>
      </div>
      <TextField
        label={t('gallery.form.tags')}
        placeholder={t('gallery.form.tagsPlaceholder')}
        hint={t('gallery.form.tagsHint')}
        optional
        {...fieldProps(form, 'tags')}
      />
      <FormField
        label={t('gallery.form.images')}
        kind="group"
        optional={gallery !== null}
        announce
        error={form.errors.files}
        hint={gallery && t('gallery.form.keepImages', { count: gallery.images.length })}
      >
        {(control) => (
          <ImagePicker
            files={files}
            max={MAX_GALLERY_IMAGES}
            accept={ACCEPTED_IMAGES}
            rules={t('gallery.form.imagesRules', { max: MAX_GALLERY_IMAGES })}
            onPick={(picked) =>
              setFiles([...files, ...picked.map((file) => ({ id: `g${++pickedSequence}`, file }))])
            }
            onRemove={(id) => setFiles(files.filter((picked) => picked.id !== id))}
            control={control}
          />
        )}
      </FormField>
      {gallery && files.length === 0 && (
        <figure className="w-56 overflow-hidden rounded-2xl ring-1 ring-charcoal-900/10">
          <GalleryThumbs gallery={gallery} />
          <figcaption className="sr-only">{t('gallery.form.currentImages')}</figcaption>
        </figure>
      )}
    </FormDialog>
  );
}
