import {
  type AdminMeal,
  adminMealResponseSchema,
  ADMIN_MENU_MESSAGES as M,
  MAX_MEAL_IMAGES,
  MAX_MEAL_VIDEOS,
  type MealForm,
  mealConflictSchema,
  mealFormSchema,
} from '@shop/shared';
import { useAllCategories } from '@/features/admin-categories/index.ts';
import {
  FormDialog,
  requestBody,
  type SectionFormProps,
  useMediaList,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
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
  const kept = {
    keptImages: files.keptImages ?? undefined,
    keptVideos: files.keptVideos ?? undefined,
  };
  return requestBody({ ...meal, ...kept }, { images: files.newImages, videos: files.newVideos });
}

/**
 * The meal form's images (up to 8) and videos (up to 3): editing starts from the meal's own,
 * which can be removed; new files are checked as they are picked
 * (docs/product-rules.md#categories-and-meals).
 */
export function useMealMedia(meal: AdminMeal | null) {
  const images = useMediaList(
    { max: MAX_MEAL_IMAGES, tooMany: M.tooManyImages },
    meal?.images ?? [],
  );
  const videos = useMediaList(
    { max: MAX_MEAL_VIDEOS, tooMany: M.tooManyVideos, videos: true },
    meal?.videos ?? [],
  );
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
const valuesOf = (meal: AdminMeal | null) => ({
  name: meal?.name ?? '',
  description: meal?.description ?? '',
  categoryName: meal?.categoryName ?? '',
  price: meal ? String(meal.price) : '',
  newPrice: meal?.newPrice === null || meal === null ? '' : String(meal.newPrice),
  quantity: meal ? String(meal.quantity) : '0',
  rating: meal ? String(meal.rating) : '0',
});

/**
 * Add or edit a meal: every field, up to 8 images and 3 videos
 * (docs/product-rules.md#categories-and-meals).
 */
export function MealFormDialog({ record: meal, onClose }: SectionFormProps<AdminMeal>) {
  const { t } = useTranslation('admin-menu');
  const categories = useAllCategories().data ?? [];
  const media = useMealMedia(meal);
  const form = useSectionForm(mealsSection, {
    schema: mealFormSchema,
    record: meal,
    valuesOf,
    save: ['/admin/meals', adminMealResponseSchema],
    // An edit sends the version read, so a meal changed since is refused (409), not overwritten.
    body: (values, read) => {
      const body = mealFormData(values, media.files());
      if (read !== null) body.append('version', String(read.version));
      return body;
    },
    // Changed meanwhile (an order took stock): shown as it is now, its files too.
    changed: (details) => mealConflictSchema.shape.details.safeParse(details).data?.meal,
    onChanged: media.reset,
    onClose,
  });
  const mealName = meal?.name ?? form.values.name;

  return (
    <FormDialog
      form={form}
      className="sm:max-w-3xl"
      fieldsClassName="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {form.draw({
        name: { maxLength: 100 },
        categoryName: {
          kind: 'select',
          choices: [
            ['', t('meals.form.chooseCategory')],
            ...categories.map(({ name }) => [name, name] as const),
          ],
        },
        description: { kind: 'area', maxLength: 1000, className: 'sm:col-span-2' },
        price: { kind: 'decimal' },
        newPrice: { kind: 'decimal', optional: true },
        quantity: { kind: 'whole', min: 0 },
        rating: { kind: 'decimal', max: 5, step: 0.1 },
      })}
      {form.draw({
        images: {
          kind: 'media',
          optional: true,
          list: media.images,
          keptAlt: (index) => t('files.imageAlt', { number: index + 1, name: mealName }),
          className: 'sm:col-span-2',
        },
        videos: { kind: 'media', optional: true, list: media.videos, className: 'sm:col-span-2' },
      })}
    </FormDialog>
  );
}
