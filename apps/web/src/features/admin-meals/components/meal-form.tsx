import {
  type AdminCategory,
  type AdminMeal,
  adminMealResponseSchema,
  type MealForm,
  mealConflictSchema,
  mealFormSchema,
} from '@shop/shared';
import { useState } from 'react';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import {
  adminApi,
  changedRecordOf,
  FormDialog,
  fieldProps,
  refusedFieldOf,
  useSectionForm,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { mealsSection } from '../meals-section.tsx';
import { type MealFiles, MealImagesField, MealVideosField, useMealMedia } from './meal-media.tsx';

/**
 * The meal form as the server reads it: the checked fields as text, the lists of files to keep
 * as JSON, and each new file as one more `images` or `videos` part.
 */
export function mealFormData(meal: MealForm, files: MealFiles): FormData {
  const form = new FormData();
  form.append('name', meal.name);
  form.append('description', meal.description);
  form.append('categoryName', meal.categoryName);
  form.append('price', String(meal.price));
  form.append('newPrice', meal.newPrice === null ? '' : String(meal.newPrice));
  form.append('quantity', String(meal.quantity));
  form.append('rating', String(meal.rating));
  if (files.keptImages) form.append('keptImages', JSON.stringify(files.keptImages));
  if (files.keptVideos) form.append('keptVideos', JSON.stringify(files.keptVideos));
  for (const image of files.newImages) form.append('images', image);
  for (const video of files.newVideos) form.append('videos', video);
  return form;
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
  const refresh = useSectionRefresh(mealsSection);
  const media = useMealMedia(meal);
  // The meal as the form last read it: its version goes with the save (decision 036).
  const [read, setRead] = useState(meal);
  const form = useSectionForm(mealsSection, {
    schema: mealFormSchema,
    initialValues: initialValues(meal),
    failed: t('meals.saveFailed'),
    // An edit sends the version read, so a meal changed since is refused (409), not overwritten.
    send: (values) => {
      const body = mealFormData(values, media.files());
      if (read === null) return adminApi.post('/admin/meals', body, adminMealResponseSchema);
      body.append('version', String(read.version));
      return adminApi.put(`/admin/meals/${read.id}`, body, adminMealResponseSchema);
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

  return (
    <FormDialog
      form={form}
      title={meal ? t('meals.form.editTitle') : t('meals.form.addTitle')}
      submitLabel={meal ? t('meals.form.update') : t('meals.form.create')}
      onClose={onClose}
      className="sm:max-w-3xl"
      fieldsClassName="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={t('meals.form.name')}
        maxLength={100}
        placeholder={t('meals.form.namePlaceholder')}
        {...fieldProps(form, 'name')}
      />
      <FormField label={t('meals.form.category')} error={form.errors.categoryName}>
        {(control) => (
          <select
            {...control}
            name="categoryName"
            value={form.values.categoryName}
            onChange={(event) => form.setValue('categoryName', event.target.value)}
            className={controlClasses}
          >
            <option value="">{t('meals.form.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField
        label={t('meals.form.description')}
        rows={3}
        maxLength={1000}
        placeholder={t('meals.form.descriptionPlaceholder')}
        className="sm:col-span-2"
        {...fieldProps(form, 'description')}
      />
      <TextField label={t('meals.form.price')} {...decimal} {...fieldProps(form, 'price')} />
      <TextField
        label={t('meals.form.newPrice')}
        {...decimal}
        optional
        hint={t('meals.form.newPriceHint')}
        {...fieldProps(form, 'newPrice')}
      />
      <TextField
        label={t('meals.form.quantity')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...fieldProps(form, 'quantity')}
      />
      <TextField
        label={t('meals.form.rating')}
        {...decimal}
        max={5}
        step={0.1}
        {...fieldProps(form, 'rating')}
      />
      <div className="sm:col-span-2">
        <MealImagesField images={media.images} mealName={meal?.name ?? form.values.name} />
      </div>
      <div className="sm:col-span-2">
        <MealVideosField videos={media.videos} />
      </div>
    </FormDialog>
  );
}
