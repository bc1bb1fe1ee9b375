import { ACCEPTED_IMAGE_TYPES, MAX_MENU_IMAGE_BYTES } from '@shop/shared';
import { X } from 'lucide-react';
import { FormField } from '@/components/ui/form-field.tsx';
import { ImagePicker } from '@/components/ui/image-picker.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import type { MediaList } from '../hooks/use-meal-media.ts';

const MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;

/** The meal's current pictures (each removable) and new ones picked with previews. */
export function MealImagesField({ images, mealName }: { images: MediaList; mealName: string }) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  return (
    <FormField label={t('meals.form.images')} optional announce error={images.errors}>
      {(control) => (
        <div className="space-y-3">
          {images.kept.length > 0 && (
            <ul aria-label={t('files.current')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {images.kept.map((url, index) => (
                <li
                  key={url}
                  className="relative aspect-square overflow-hidden rounded-xl bg-cream-200 ring-1 ring-charcoal-900/10"
                >
                  <img
                    src={url}
                    alt={t('files.imageAlt', { number: index + 1, name: mealName })}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => images.removeKept(url)}
                    aria-label={t('files.removeImage', { number: index + 1 })}
                    className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-charcoal-950/75 text-white shadow transition hover:bg-red-600"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ImagePicker
            files={images.picked}
            max={images.max - images.kept.length}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            rules={t('files.imageRules', { megabytes: number(MEGABYTES) })}
            onPick={images.pick}
            onRemove={images.removePicked}
            control={control}
          />
        </div>
      )}
    </FormField>
  );
}
