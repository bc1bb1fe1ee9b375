import {
  type AdminCoupon,
  adminCouponSavedSchema,
  type CouponUpdate,
  couponConflictSchema,
  couponCreateSchema,
  couponUpdateSchema,
  type DiscountType,
} from '@shop/shared';
import { Save, TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { controlClasses, FormField, TextField } from '@/components/ui/form-field.tsx';
import {
  adminApi,
  CheckField,
  changedRecordOf,
  FormDialog,
  fieldProps,
  useSectionForm,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { type CouponFormValues, couponFormValues, couponsSection } from '../coupons-section.tsx';
import { CouponConditions } from './coupon-conditions.tsx';

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
  // Output unknown: the form as FormDialog and fieldProps take it (the schema checks the data).
  const form = useSectionForm<CouponFormValues, unknown, unknown>(couponsSection, {
    // Creating needs a code; editing may send it only unchanged (the server checks that).
    schema: coupon ? couponUpdateSchema : couponCreateSchema,
    initialValues: couponFormValues(coupon),
    send: (data) =>
      read
        ? adminApi.put(
            `/admin/coupons/${read.id}`,
            { ...(data as CouponUpdate), version: read.version },
            adminCouponSavedSchema,
          )
        : adminApi.post('/admin/coupons', data, adminCouponSavedSchema),
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
  const { values, setValue } = form;
  const type = values.discount_type;
  const used = coupon?.used_count;
  const number = { type: 'number', inputMode: 'numeric', step: 1 } as const;

  const mode = coupon ? 'edit' : 'create';
  return (
    <FormDialog
      className="sm:max-w-2xl"
      form={form}
      onClose={onClose}
      submitIcon={coupon ? Save : TicketPlus}
      title={t(`coupons.form.${mode}Title`)}
      submitLabel={coupon ? t('coupons.form.submitEdit') : t('coupons.form.submitCreate')}
    >
      <TextField
        label={t('coupons.form.code')}
        hint={coupon ? t('coupons.form.codeLocked') : t('coupons.form.codeHint')}
        {...fieldProps(form, 'code')}
        onValueChange={(value) => setValue('code', value.toUpperCase())}
        readOnly={coupon !== null}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        className="[&_input]:font-mono [&_input]:tracking-wider [&_input:read-only]:bg-charcoal-50"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('coupons.form.discountType')} error={form.errors.discount_type}>
          {(control) => (
            <select
              {...control}
              value={type}
              onChange={(event) => setValue('discount_type', event.target.value as DiscountType)}
              className={controlClasses}
            >
              {discountTypeChoices(coupon?.discount_type ?? null).map((choice) => (
                <option key={choice} value={choice}>
                  {t(`coupons.type.${choice}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {type === 'free_delivery' ? (
          <p className="self-end rounded-2xl bg-cream-50 px-4 py-3 text-sm text-charcoal-700">
            {t('coupons.form.freeDeliveryHint')}
          </p>
        ) : (
          <TextField
            label={t(`coupons.form.value.${type}`)}
            {...fieldProps(form, 'discount_value')}
            {...number}
            inputMode={type === 'fixed' ? 'decimal' : 'numeric'}
            min={1}
            max={type === 'percentage' ? 100 : undefined}
            step={type === 'fixed' ? 0.01 : 1}
          />
        )}
        <TextField
          label={t('coupons.form.usageLimit')}
          hint={used === undefined ? undefined : t('coupons.form.usageLimitHint', { count: used })}
          {...fieldProps(form, 'usage_limit')}
          {...number}
          min={Math.max(1, used ?? 1)}
        />
        <CheckField
          label={t('kit.active')}
          hint={t('kit.activeHint')}
          checked={values.is_active}
          onChange={(checked) => setValue('is_active', checked)}
        />
      </div>
      <CouponConditions values={values} errors={form.errors} setValue={setValue} />
    </FormDialog>
  );
}
