import {
  type AdminCoupon,
  adminCouponSavedSchema,
  type CouponUpdate,
  categoryListResponseSchema,
  couponConflictSchema,
  couponCreateSchema,
  couponUpdateSchema,
  type DiscountType,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Save, TicketPlus } from 'lucide-react';
import { useState } from 'react';
import {
  adminApi,
  changedRecordOf,
  FormDialog,
  type SectionForm,
  saveRecord,
  sectionKey,
  useFormFields,
  useSectionForm,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import {
  type CouponFormValues,
  couponFormValues,
  couponsSection,
  weekdayKey,
} from '../coupons-section.tsx';

/** The discount types the form offers: percentage and fixed, and a coupon's own if it has another. */
export const discountTypeChoices = (current: DiscountType | null): DiscountType[] =>
  current === 'bundle' || current === 'free_delivery'
    ? ['percentage', 'fixed', current]
    : ['percentage', 'fixed'];

const couponOfConflict = (details: unknown) =>
  couponConflictSchema.shape.details.safeParse(details).data?.coupon;

interface CouponFormDialogProps {
  /** The coupon to edit, or null to create one. */
  coupon: AdminCoupon | null;
  onClose: () => void;
}

/**
 * Create or edit a coupon (docs/product-rules.md#events-and-coupons, with the conditions of
 * #coupons), checked with the shared schema the server uses. The code is forced to upper case and
 * is read-only once created.
 */
export function CouponFormDialog({ coupon, onClose }: CouponFormDialogProps) {
  const { t } = useTranslation('admin-promotions');
  const refresh = useSectionRefresh(couponsSection);
  // The coupon as the form last read it: its version goes with the save (decision 036).
  const [read, setRead] = useState(coupon);
  // Output unknown: the form as FormDialog and the fields take it (the schema checks the data).
  const form = useSectionForm<CouponFormValues, unknown, unknown>(couponsSection, {
    words: 'admin-promotions:coupons.form',
    // Creating needs a code; editing may send it only unchanged (the server checks that).
    schema: coupon ? couponUpdateSchema : couponCreateSchema,
    initialValues: couponFormValues(coupon),
    send: (data) => {
      const body = read ? { ...(data as CouponUpdate), version: read.version } : data;
      return saveRecord('/admin/coupons', read?.id, body, adminCouponSavedSchema);
    },
    failed: coupon ? t('coupons.form.updateFailed') : t('coupons.form.createFailed'),
    onError: (error) => {
      // Changed meanwhile (an order used it): show it as it is now, to apply the edit again.
      const current = changedRecordOf(error.cause, read, couponOfConflict);
      if (!current) return;
      setRead(current);
      form.load(couponFormValues(current));
      void refresh();
    },
    onSaved: onClose,
  });
  const fields = useFormFields(form);
  const type = form.values.discount_type;
  const used = coupon?.used_count;
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;

  return (
    <FormDialog
      className="sm:max-w-2xl"
      form={form}
      editing={coupon !== null}
      onClose={onClose}
      submitIcon={coupon ? Save : TicketPlus}
    >
      {fields.text('code', {
        ...(coupon && { hint: t('coupons.form.codeLocked') }),
        onValueChange: (value) => form.setValue('code', value.toUpperCase()),
        readOnly: coupon !== null,
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 30,
        className:
          '[&_input]:font-mono [&_input]:tracking-wider [&_input:read-only]:bg-charcoal-50',
      })}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.select(
          'discount_type',
          discountTypeChoices(coupon?.discount_type ?? null).map((choice) => [
            choice,
            t(`coupons.type.${choice}`),
          ]),
        )}
        {type === 'free_delivery' ? (
          <p className="self-end rounded-2xl bg-cream-50 px-4 py-3 text-sm text-charcoal-700">
            {t('coupons.form.freeDeliveryHint')}
          </p>
        ) : (
          fields.text('discount_value', {
            label: t(`coupons.form.value.${type}`),
            ...number,
            inputMode: type === 'fixed' ? 'decimal' : 'numeric',
            min: 1,
            max: type === 'percentage' ? 100 : undefined,
            step: type === 'fixed' ? 0.01 : 1,
          })
        )}
        {fields.text('usage_limit', {
          hint: used === undefined ? undefined : t('coupons.form.usageLimitHint', { count: used }),
          ...number,
          min: Math.max(1, used ?? 1),
        })}
        {fields.check('is_active', { label: t('kit.active'), hint: t('kit.activeHint') })}
      </div>
      <CouponConditions form={form} />
    </FormDialog>
  );
}

/**
 * The optional conditions of docs/product-rules.md#coupons: description, minimum, first order,
 * days, dates, categories.
 */
function CouponConditions({ form }: { form: SectionForm<CouponFormValues> }) {
  const { t } = useTranslation('admin-promotions');
  const fields = useFormFields(form);
  const categories = useQuery({
    queryKey: [...sectionKey(couponsSection), 'categories'],
    queryFn: ({ signal }) =>
      adminApi.get('/categories', categoryListResponseSchema, undefined, { signal }),
    select: (answer) => answer.data.map(({ id, name }) => [id, name] as const),
  });
  const when = { type: 'datetime-local', optional: true, hint: t('kit.nepalTime') };
  return (
    <fieldset className="min-w-0 space-y-5 rounded-3xl border border-charcoal-200 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-charcoal-900">
        {t('coupons.form.conditions')}
      </legend>
      <p className="-mt-2 text-sm text-charcoal-600">{t('coupons.form.conditionsHint')}</p>
      {fields.area('description', { optional: true, rows: 2, maxLength: 200 })}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.text('min_order_amount', {
          optional: true,
          type: 'number',
          inputMode: 'decimal',
          min: 0,
          step: 0.01,
        })}
        {fields.check('first_order_only')}
      </div>
      {fields.chips(
        'valid_weekdays',
        [1, 2, 3, 4, 5, 6, 7].map((day) => [day, t(`coupons.weekday.${weekdayKey(day)}`)]),
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.text('starts_at', when)}
        {fields.text('ends_at', when)}
      </div>
      {categories.isError ? (
        <p className="text-sm text-red-700">{t('coupons.form.categoriesFailed')}</p>
      ) : (
        fields.chips('category_ids', categories.data ?? [])
      )}
    </fieldset>
  );
}
