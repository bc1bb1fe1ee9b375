import {
  type AdminCategory,
  type AdminMeal,
  type AdminMealResponse,
  mealConflictSchema,
  mealFormSchema,
} from '@shop/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  controlClasses,
  FormField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { failureMessage, useMenuChanged } from '@/features/admin-categories/index.ts';
import { changedRecordOf, refusedFieldOf } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { saveMeal } from '../api/save-meal.ts';
import { useMealMedia } from '../hooks/use-meal-media.ts';
import { MealImagesField } from './meal-images-field.tsx';
import { MealVideosField } from './meal-videos-field.tsx';

interface MealFormModalProps {
  /** The meal being edited, or null to add one. */
  meal: AdminMeal | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
  onSaved: (result: AdminMealResponse) => void;
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

type Values = ReturnType<typeof initialValues>;

const mealOfConflict = (details: unknown) =>
  mealConflictSchema.shape.details.safeParse(details).data?.meal;

/**
 * Add or edit a meal: every field, up to 8 images and 3 videos
 * (docs/product-rules.md#categories-and-meals).
 */
export function MealFormModal({ meal, categories, onClose, onSaved }: MealFormModalProps) {
  const { t } = useTranslation('admin-menu');
  const menuChanged = useMenuChanged();
  const media = useMealMedia(meal);
  // The meal as the form last read it: its version goes with the save (decision 036).
  const [read, setRead] = useState(meal);
  const form = useFormSubmit({
    schema: mealFormSchema,
    initialValues: initialValues(meal),
    send: async (values) => {
      try {
        return await saveMeal(read?.id ?? null, values, media.files(), read?.version ?? null);
      } catch (error) {
        throw new Error(failureMessage(error, t('meals.saveFailed')), { cause: error });
      }
    },
    onSuccess: (result) => {
      void menuChanged();
      onSaved(result);
    },
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
      void menuChanged();
    },
  });
  const text = (field: keyof Values) => ({
    name: field,
    value: form.values[field],
    onValueChange: (value: string) => form.setValue(field, value),
    error: form.errors[field],
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={meal ? t('meals.form.editTitle') : t('meals.form.addTitle')}
      className="sm:max-w-3xl"
    >
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6">
        <fieldset disabled={form.submission.isPending} className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('meals.form.name')}
            maxLength={100}
            placeholder={t('meals.form.namePlaceholder')}
            {...text('name')}
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
            {...text('description')}
          />
          <TextField
            label={t('meals.form.price')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...text('price')}
          />
          <TextField
            label={t('meals.form.newPrice')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            optional
            hint={t('meals.form.newPriceHint')}
            {...text('newPrice')}
          />
          <TextField
            label={t('meals.form.quantity')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...text('quantity')}
          />
          <TextField
            label={t('meals.form.rating')}
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            {...text('rating')}
          />
          <div className="sm:col-span-2">
            <MealImagesField images={media.images} mealName={meal?.name ?? form.values.name} />
          </div>
          <div className="sm:col-span-2">
            <MealVideosField videos={media.videos} />
          </div>
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <SubmitButton
            pending={form.submission.isPending}
            icon={Save}
            label={meal ? t('meals.form.update') : t('meals.form.create')}
            pendingLabel={t('actions.saving')}
          />
        </div>
      </form>
    </Modal>
  );
}
