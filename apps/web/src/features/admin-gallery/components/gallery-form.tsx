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
import type { PickedFile } from '@/components/ui/image-picker.tsx';
import {
  FormDialog,
  type MediaList,
  requestBody,
  type SectionFormProps,
  useSectionForm,
} from '@/features/admin-common/index.ts';
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
  const { title, description, category, status, tags, files } = values;
  return requestBody(
    {
      title,
      description: description ?? '',
      category: category ?? '',
      isActive: status === 'active',
      tags: (tags ?? []).join(','),
    },
    { images: files.map(({ file }) => file) },
  );
}

let pickedSequence = 0;

/** Adds a gallery (no record) or edits one: its text fields, status and pictures. */
export function GalleryFormDialog({ record: gallery, onClose }: SectionFormProps<AdminGallery>) {
  const { t } = useTranslation('admin-content');
  const categoriesId = useId();
  const form = useSectionForm(gallerySection, {
    schema: galleryFormValuesSchema(gallery === null),
    record: gallery,
    valuesOf: galleryFormValues,
    save: ['/gallery', gallerySavedResponseSchema],
    body: galleryFormData,
    onClose,
  });
  const { formRef } = form;
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);
  const files = form.values.files;
  const setFiles = (next: PickedFile[]) => form.setValue('files', next);
  // The picked images as the kit's media field takes them: the form holds them (its schema
  // asks a new gallery for one), the extra ones of a pick are left out.
  const images: MediaList = {
    kept: [],
    picked: files,
    errors: form.errors.files ? [form.errors.files] : [],
    max: MAX_GALLERY_IMAGES,
    pick: (picked) => {
      const added = picked.map((file) => ({ id: `g${++pickedSequence}`, file }));
      setFiles([...files, ...added].slice(0, MAX_GALLERY_IMAGES));
    },
    removePicked: (id) => setFiles(files.filter((picked) => picked.id !== id)),
    removeKept: () => {},
  };

  return (
    <FormDialog form={form} className="sm:max-w-2xl">
      {form.draw({ title: {}, description: { kind: 'area', optional: true } })}
      {form.pairs({
        category: { optional: true, list: categoriesId },
        status: {
          kind: 'select',
          choices: [
            ['active', form.word('active')],
            ['inactive', form.word('inactive')],
          ],
        },
      })}
      <datalist id={categoriesId}>
        {GALLERY_CATEGORIES.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {form.draw({
        tags: { optional: true },
        images: {
          kind: 'media',
          optional: gallery !== null,
          hint: gallery && t('gallery.form.keepImages', { count: gallery.images.length }),
          list: images,
        },
      })}
      {gallery && files.length === 0 && (
        <figure className="w-56 overflow-hidden rounded-2xl ring-1 ring-charcoal-900/10">
          <GalleryThumbs gallery={gallery} />
          <figcaption className="sr-only">{t('gallery.form.currentImages')}</figcaption>
        </figure>
      )}
    </FormDialog>
  );
}
