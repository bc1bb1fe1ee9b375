import { categoryListResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { adminApi, CheckField, sectionKey } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { type CouponFormValues, couponsSection, weekdayKey } from '../coupons-section.tsx';

/** Adds or removes one value of a set kept as a sorted list (weekdays, category ids). */
export const toggled = (list: readonly number[], value: number): number[] =>
  list.includes(value)
    ? list.filter((item) => item !== value)
    : [...list, value].sort((a, b) => a - b);

type Text = 'description' | 'min_order_amount' | 'starts_at' | 'ends_at';

interface CouponConditionsProps {
  values: CouponFormValues;
  errors: Partial<Record<keyof CouponFormValues, string>>;
  setValue<K extends keyof CouponFormValues & string>(name: K, value: CouponFormValues[K]): void;
}

/**
 * The optional conditions of docs/product-rules.md#coupons: description, minimum, first order,
 * days, dates, categories.
 */
export function CouponConditions({ values, errors, setValue }: CouponConditionsProps) {
  const { t } = useTranslation('admin-promotions');
  const categories = useQuery({
    queryKey: [...sectionKey(couponsSection), 'categories'],
    queryFn: ({ signal }) =>
      adminApi.get('/categories', categoryListResponseSchema, undefined, { signal }),
    select: (answer) => answer.data.map(({ id, name }) => ({ value: id, label: name })),
  });
  const bind = (name: Text) => ({
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    error: errors[name],
  });
  const when = { type: 'datetime-local', optional: true, hint: t('kit.nepalTime') };
  return (
    <fieldset className="space-y-5 rounded-3xl border border-charcoal-200 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-charcoal-900">
        {t('coupons.form.conditions')}
      </legend>
      <p className="-mt-2 text-sm text-charcoal-600">{t('coupons.form.conditionsHint')}</p>
      <TextAreaField
        label={t('coupons.form.descriptionField')}
        optional
        {...bind('description')}
        rows={2}
        maxLength={200}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('coupons.form.minOrder')}
          optional
          {...bind('min_order_amount')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <CheckField
          label={t('coupons.form.firstOrderOnly')}
          hint={t('coupons.form.firstOrderOnlyHint')}
          checked={values.first_order_only}
          onChange={(checked) => setValue('first_order_only', checked)}
        />
      </div>
      <Chips
        legend={t('coupons.form.weekdays')}
        hint={t('coupons.form.weekdaysHint')}
        options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
          value: day,
          label: t(`coupons.weekday.${weekdayKey(day)}`),
        }))}
        chosen={values.valid_weekdays}
        onToggle={(day) => setValue('valid_weekdays', toggled(values.valid_weekdays, day))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('coupons.form.validFrom')} {...bind('starts_at')} {...when} />
        <TextField label={t('coupons.form.validUntil')} {...bind('ends_at')} {...when} />
      </div>
      {categories.isError ? (
        <p className="text-sm text-red-700">{t('coupons.form.categoriesFailed')}</p>
      ) : (
        <Chips
          legend={t('coupons.form.categories')}
          hint={t('coupons.form.categoriesHint')}
          options={categories.data ?? []}
          chosen={values.category_ids}
          onToggle={(id) => setValue('category_ids', toggled(values.category_ids, id))}
        />
      )}
    </fieldset>
  );
}

interface ChipsProps {
  legend: string;
  hint: string;
  options: readonly { value: number; label: string }[];
  chosen: readonly number[];
  onToggle: (value: number) => void;
}

/** Several choices as pills over native checkboxes, in a fieldset. */
function Chips({ legend, hint, options, chosen, onToggle }: ChipsProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-charcoal-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-flame-500',
              chosen.includes(value)
                ? 'border-flame-600 bg-flame-600 text-white'
                : 'border-charcoal-200 bg-white text-charcoal-700 hover:border-flame-300 hover:bg-flame-50',
            )}
          >
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={() => onToggle(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-charcoal-600">{hint}</p>
    </fieldset>
  );
}
