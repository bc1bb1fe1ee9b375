import {
  ADMIN_MENU_MESSAGES,
  type AdminCategory,
  type AdminMeal,
  adminMealResponseSchema,
  MAX_MEAL_IMAGES,
  MAX_MEAL_VIDEOS,
  MAX_MENU_IMAGE_BYTES,
  MAX_VIDEO_MEGABYTES,
  type MealForm,
  mealConflictSchema,
  mealFormSchema,
} from '@shop/shared';
import { useState } from 'react';
import {
  changedRecordOf,
  FormDialog,
  imageFileError,
  MediaField,
  refusedFieldOf,
  requestBody,
  saveRecord,
  useFormFields,
  useMediaList,
  useSectionForm,
  useSectionRefresh,
  videoFileError,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { mealsSection } from '../meals-section.tsx';

/** On edit, the URLs of the current files that stay, in order (null when adding a meal). */
export interface MealFiles {
  keptImages: readonly string[] | null;
  keptVideos: readonly string[] | null;
  newImages: readonly File[];
  newVideos: readonly File[];
}

/**
 * The meal form as the server reads it: the checked fields as text, the lists of files to keep
 * as JSON, and each new file as one more `images` or `videos` part.
 */
export function mealFormData(meal: MealForm, files: MealFiles): FormData {
  return requestBody(
    {
      ...meal,
      keptImages: files.keptImages ?? undefined,
      keptVideos: files.keptVideos ?? undefined,
    },
    { images: files.newImages, videos: files.newVideos },
  );
}

const IMAGES = {
  max: MAX_MEAL_IMAGES,
  tooMany: ADMIN_MENU_MESSAGES.tooManyImages,
  fileError: imageFileError,
};
const VIDEOS = {
  max: MAX_MEAL_VIDEOS,
  tooMany: ADMIN_MENU_MESSAGES.tooManyVideos,
  fileError: videoFileError,
};

/**
 * The meal form's images (up to 8) and videos (up to 3): editing starts from the meal's own,
 * which can be removed; new files are checked as they are picked
 * (docs/product-rules.md#categories-and-meals).
 */
export function useMealMedia(meal: AdminMeal | null) {
  const images = useMediaList(IMAGES, meal?.images ?? []);
  const videos = useMediaList(VIDEOS, meal?.videos ?? []);
  const files = (): MealFiles => ({
    keptImages: meal ? images.kept : null,
    keptVideos: meal ? videos.kept : null,
    newImages: images.picked.map((item) => item.file),
    newVideos: videos.picked.map((item) => item.file),
  });
  /** The meal as it is now (after "changed meanwhile"): its own files, none picked. */
  const reset = (current: AdminMeal) => {
    images.reset(current.images);
    videos.reset(current.videos);
  };
  return { images, videos, files, reset };
}

/** The form's text, as typed: the shared schema reads the numbers out of it. */
function initialValues(meal: AdminMeal | null) {
  return {
    name: meal?.name ?? '',
    description: meal?.description ?? '',
    categoryName: meal?.categoryName ?? '',
    price: meal ? String(meal.price) : '',
    newPrice: meal?.newPrice === null || meal === null ? '' : String(meal.newPrice),
    quantity: meal ? String(meal.quantity) : '0',
    rating: meal ? String(meal.rating) : '0',
  };
}

const mealOfConflict = (details: unknown) =>
  mealConflictSchema.shape.details.safeParse(details).data?.meal;

const decimal = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
const MEGABYTES = MAX_MENU_IMAGE_BYTES / 1024 / 1024;

/**
 * Add or edit a meal: every field, up to 8 images and 3 videos
 * (docs/product-rules.md#categories-and-meals).
 */
export function MealFormDialog({
  meal,
  categories,
  onClose,
}: {
  /** The meal being edited, or null to add one. */
  meal: AdminMeal | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-menu');
  const { number } = useFormat();
  const refresh = useSectionRefresh(mealsSection);
  const media = useMealMedia(meal);
  // The meal as the form last read it: its version goes with the save (decision 036).
  const [read, setRead] = useState(meal);
  const form = useSectionForm(mealsSection, {
    words: 'admin-menu:meals.form',
    schema: mealFormSchema,
    initialValues: initialValues(meal),
    failed: t('meals.saveFailed'),
    // An edit sends the version read, so a meal changed since is refused (409), not overwritten.
    send: (values) => {
      const body = mealFormData(values, media.files());
      if (read !== null) body.append('version', String(read.version));
      return saveRecord('/admin/meals', read?.id, body, adminMealResponseSchema);
    },
    onSaved: onClose,
    onError: (error) => {
      if (refusedFieldOf(error.cause) === 'name') {
        form.showErrors({ name: error.message });
        return;
      }
      // Changed meanwhile (an order took stock): show it as it is now, to apply the edit again.
      const current = changedRecordOf(error.cause, read, mealOfConflict);
      if (!current) return;
      setRead(current);
      form.load(initialValues(current));
      media.reset(current);
      void refresh();
    },
  });
  const fields = useFormFields(form);
  const mealName = meal?.name ?? form.values.name;

  return (
    <FormDialog
      form={form}
      editing={meal !== null}
      onClose={onClose}
      className="sm:max-w-3xl"
      fieldsClassName="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {fields.text('name', { maxLength: 100 })}
      {fields.select('categoryName', [
        ['', t('meals.form.chooseCategory')],
        ...categories.map(({ name }) => [name, name] as const),
      ])}
      {fields.area('description', { maxLength: 1000, className: 'sm:col-span-2' })}
      {fields.text('price', decimal)}
      {fields.text('newPrice', { ...decimal, optional: true })}
      {fields.text('quantity', { type: 'number', inputMode: 'numeric', min: 0, step: 1 })}
      {fields.text('rating', { ...decimal, max: 5, step: 0.1 })}
      <div className="space-y-5 sm:col-span-2">
        <MediaField
          label={t('meals.form.images')}
          optional
          list={media.images}
          keptAlt={(index) => t('files.imageAlt', { number: index + 1, name: mealName })}
          rules={t('files.imageRules', { megabytes: number(MEGABYTES) })}
        />
        <MediaField
          label={t('meals.form.videos')}
          optional
          kind="videos"
          list={media.videos}
          rules={t('files.videoRules', { megabytes: number(MAX_VIDEO_MEGABYTES) })}
        />
      </div>
    </FormDialog>
  );
}
