import { type AdminGallery, GALLERY_CATEGORIES, MAX_GALLERY_IMAGES } from '@shop/shared';
import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { focusFirstInvalid } from '@/lib/form.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { failureMessage } from '../failure-message.ts';
import {
  galleryFormData,
  galleryFormValues,
  galleryFormValuesSchema,
} from '../gallery-form-values.ts';
import { galleryImageUrl } from '../gallery-thumbs.ts';
import { useSaveGallery } from '../hooks/use-gallery-changes.ts';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

let pickedSequence = 0;

/**
 * Add or edit a gallery (docs/product-rules.md#gallery-management): title, description, category,
 * status, tags and images with previews. A new gallery needs an image; an edit without images keeps
 * its own.
 */
export function GalleryForm({
  gallery,
  onSaved,
  onCancel,
}: {
  /** The gallery being edited, or null for a new one. */
  gallery: AdminGallery | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const categoriesId = useId();
  const form = useSchemaForm(galleryFormValuesSchema, galleryFormValues(gallery));
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const save = useSaveGallery();

  useEffect(() => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);

  const pick = (picked: File[]) => {
    setImagesError(undefined);
    save.reset();
    setFiles((current) =>
      [...current, ...picked.map((file) => ({ id: `g${++pickedSequence}`, file }))].slice(
        0,
        MAX_GALLERY_IMAGES,
      ),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const data = form.validate();
    const missingImages = gallery === null && files.length === 0;
    setImagesError(missingImages ? t('gallery.form.imageRequired') : undefined);
    if (!data || missingImages) {
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      {
        id: gallery?.id ?? null,
        form: galleryFormData(
          data,
          files.map((picked) => picked.file),
        ),
      },
      { onSuccess: (response) => onSaved(response.message) },
    );
  };

  const edit =
    <K extends keyof typeof form.values & string>(field: K) =>
    (value: string) => {
      form.setValue(field, value as (typeof form.values)[K]);
      save.reset();
    };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-card ring-1 ring-charcoal-900/5 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-charcoal-900">
        {gallery ? t('gallery.form.editTitle') : t('gallery.form.addTitle')}
      </h2>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <TextField
          label={t('gallery.form.title')}
          placeholder={t('gallery.form.titlePlaceholder')}
          value={form.values.title}
          onValueChange={edit('title')}
          error={form.errors.title}
          className="md:col-span-2"
        />
        <TextAreaField
          label={t('gallery.form.description')}
          placeholder={t('gallery.form.descriptionPlaceholder')}
          optional
          rows={3}
          value={form.values.description}
          onValueChange={edit('description')}
          error={form.errors.description}
          className="md:col-span-2"
        />
        <TextField
          label={t('gallery.form.category')}
          placeholder={t('gallery.form.categoryPlaceholder')}
          hint={t('gallery.form.categoryHint')}
          optional
          list={categoriesId}
          value={form.values.category}
          onValueChange={edit('category')}
          error={form.errors.category}
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
              onChange={(event) => edit('status')(event.target.value)}
              className={controlClasses}
            >
              <option value="active">{t('gallery.form.active')}</option>
              <option value="inactive">{t('gallery.form.inactive')}</option>
            </select>
          )}
        </FormField>
        <TextField
          label={t('gallery.form.tags')}
          placeholder={t('gallery.form.tagsPlaceholder')}
          hint={t('gallery.form.tagsHint')}
          optional
          value={form.values.tags}
          onValueChange={edit('tags')}
          error={form.errors.tags}
          className="md:col-span-2"
        />
        <FormField
          label={t('gallery.form.images')}
          kind="group"
          optional={gallery !== null}
          announce
          error={imagesError}
          hint={
            gallery ? t('gallery.form.keepImages', { count: gallery.images.length }) : undefined
          }
          className="md:col-span-2"
        >
          {(control) => (
            <ImagePicker
              files={files}
              max={MAX_GALLERY_IMAGES}
              accept={ACCEPTED_IMAGES}
              rules={t('gallery.form.imagesRules', { max: MAX_GALLERY_IMAGES })}
              onPick={pick}
              onRemove={(id) => setFiles((current) => current.filter((picked) => picked.id !== id))}
              control={control}
              disabled={save.isPending}
            />
          )}
        </FormField>
        {gallery && gallery.images.length > 0 && files.length === 0 && (
          <div className="md:col-span-2">
            <p className="text-sm font-semibold text-charcoal-800">
              {t('gallery.form.currentImages')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {gallery.images.map((fileName, index) => (
                <li
                  key={fileName}
                  className="size-16 overflow-hidden rounded-xl bg-charcoal-100 ring-1 ring-charcoal-900/10"
                >
                  <img
                    src={galleryImageUrl(fileName)}
                    alt={t('gallery.card.imageAlt', { title: gallery.title, number: index + 1 })}
                    className="size-full object-cover"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FormStatus
        className="mt-6"
        outcome={
          save.isError
            ? { tone: 'error', message: failureMessage(save.error, t('gallery.saveFailed')) }
            : null
        }
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('gallery.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {save.isPending
            ? t('gallery.form.saving')
            : gallery
              ? t('gallery.form.update')
              : t('gallery.form.create')}
        </Button>
      </div>
    </form>
  );
}
