import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { CheckField } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors } from '@/lib/form.ts';
import { weekdayKey } from '../coupon-conditions.ts';
import { type CouponFormValues, toggled } from '../coupon-form-values.ts';
import { useCouponCategories } from '../hooks/use-coupons.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const chipClasses = (checked: boolean) =>
  cn(
    'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500',
    checked
      ? 'border-flame-600 bg-flame-600 text-white'
      : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300 hover:bg-flame-50',
  );

interface ChipSetProps {
  legend: string;
  hint: string;
  options: readonly { value: number; label: string }[];
  chosen: readonly number[];
  onToggle: (value: number) => void;
}

/** Several choices as pills over native checkboxes, in a fieldset. */
function ChipSet({ legend, hint, options, chosen, onToggle }: ChipSetProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-charcoal-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <label key={option.value} className={chipClasses(checked)}>
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-charcoal-600">{hint}</p>
    </fieldset>
  );
}

interface CouponConditionsFieldsProps {
  values: CouponFormValues;
  errors: FieldErrors<CouponFormValues>;
  setValue: <K extends keyof CouponFormValues & string>(
    field: K,
    value: CouponFormValues[K],
  ) => void;
}

/**
 * The optional conditions of docs/product-rules.md#coupons: description, minimum, first order,
 * days, dates, categories.
 */
export function CouponConditionsFields({ values, errors, setValue }: CouponConditionsFieldsProps) {
  const { t } = useTranslation('admin-promotions');
  const categories = useCouponCategories();
  return (
    <fieldset className="space-y-5 rounded-3xl border border-charcoal-200 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-charcoal-900">
        {t('coupons.form.conditions')}
      </legend>
      <p className="-mt-2 text-sm text-charcoal-600">{t('coupons.form.conditionsHint')}</p>
      <TextAreaField
        label={t('coupons.form.descriptionField')}
        optional
        rows={2}
        maxLength={200}
        value={values.description}
        onValueChange={(value) => setValue('description', value)}
        error={errors.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          label={t('coupons.form.minOrder')}
          optional
          value={values.min_order_amount}
          onValueChange={(value) => setValue('min_order_amount', value)}
          error={errors.min_order_amount}
        />
        <CheckField
          label={t('coupons.form.firstOrderOnly')}
          hint={t('coupons.form.firstOrderOnlyHint')}
          checked={values.first_order_only}
          onChange={(checked) => setValue('first_order_only', checked)}
        />
      </div>
      <ChipSet
        legend={t('coupons.form.weekdays')}
        hint={t('coupons.form.weekdaysHint')}
        options={WEEKDAYS.map((day) => ({
          value: day,
          label: t(`coupons.weekday.${weekdayKey(day)}`),
        }))}
        chosen={values.valid_weekdays}
        onToggle={(day) => setValue('valid_weekdays', toggled(values.valid_weekdays, day))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('coupons.form.validFrom')}
          optional
          hint={t('kit.nepalTime')}
          value={values.starts_at}
          onValueChange={(value) => setValue('starts_at', value)}
          error={errors.starts_at}
        />
        <TextField
          type="datetime-local"
          label={t('coupons.form.validUntil')}
          optional
          hint={t('kit.nepalTime')}
          value={values.ends_at}
          onValueChange={(value) => setValue('ends_at', value)}
          error={errors.ends_at}
        />
      </div>
      {categories.isError ? (
        <p className="text-sm text-red-700">{t('coupons.form.categoriesFailed')}</p>
      ) : (
        <ChipSet
          legend={t('coupons.form.categories')}
          hint={t('coupons.form.categoriesHint')}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          chosen={values.category_ids}
          onToggle={(id) => setValue('category_ids', toggled(values.category_ids, id))}
        />
      )}
    </fieldset>
  );
}
