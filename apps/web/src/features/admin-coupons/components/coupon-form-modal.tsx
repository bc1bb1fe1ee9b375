import {
  type AdminCoupon,
  type CouponUpdate,
  couponConflictSchema,
  couponCreateSchema,
  couponUpdateSchema,
  type DiscountType,
} from '@shop/shared';
import { Save, TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses, FormField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { CheckField, changedRecordOf } from '@/features/admin-common/index.ts';
import { usePromotionRefresh } from '@/features/admin-events/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { createCoupon, updateCoupon } from '../api/save-coupon.ts';
import {
  type CouponFormValues,
  couponFormValuesOf,
  discountTypeChoices,
  EMPTY_COUPON_FORM,
} from '../coupon-form-values.ts';
import { CouponConditionsFields } from './coupon-conditions-fields.tsx';

const couponOfConflict = (details: unknown) =>
  couponConflictSchema.shape.details.safeParse(details).data?.coupon;

interface CouponFormModalProps {
  /** The coupon being edited, or null to create one. */
  coupon: AdminCoupon | null;
  onClose: () => void;
}

/**
 * Create or edit a coupon (docs/product-rules.md#events-and-coupons, with the conditions of
 * #coupons), checked with the shared schema the server uses. The code is forced to upper case and
 * is read-only once created.
 */
export function CouponFormModal({ coupon, onClose }: CouponFormModalProps) {
  const { t } = useTranslation('admin-promotions');
  const refresh = usePromotionRefresh();
  // The coupon as the form last read it: its version goes with the save (decision 036).
  const [read, setRead] = useState(coupon);
  const form = useFormSubmit<CouponFormValues, CouponUpdate, string>({
    // Creating needs a code; editing may send it only unchanged (the server checks that).
    schema: coupon ? couponUpdateSchema : couponCreateSchema,
    initialValues: coupon ? couponFormValuesOf(coupon) : EMPTY_COUPON_FORM,
    send: async (data) => {
      try {
        const saved = read
          ? await updateCoupon(read.id, { ...data, version: read.version })
          : await createCoupon({ ...data, code: data.code ?? '' });
        return saved.message;
      } catch (error) {
        const failed = coupon ? t('coupons.form.updateFailed') : t('coupons.form.createFailed');
        const message = submitErrorMessage(error, { failed, network: NETWORK_ERROR_MESSAGE });
        throw new Error(message, { cause: error });
      }
    },
    onError: (error) => {
      // Changed meanwhile (an order used it): show it as it is now, to apply the edit again.
      const current = changedRecordOf(error.cause, read, couponOfConflict);
      if (!current) return;
      setRead(current);
      form.load(couponFormValuesOf(current));
      refresh();
    },
    onSuccess: (message) => {
      toast.success(message);
      refresh();
      onClose();
    },
  });
  const { values, errors, setValue } = form;
  const pending = form.submission.isPending;
  const type = values.discount_type;

  return (
    <Modal
      open
      onClose={onClose}
      title={coupon ? t('coupons.form.editTitle') : t('coupons.form.createTitle')}
      className="sm:max-w-2xl"
    >
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label={t('coupons.form.code')}
          hint={coupon ? t('coupons.form.codeLocked') : t('coupons.form.codeHint')}
          value={values.code}
          onValueChange={(value) => setValue('code', value.toUpperCase())}
          error={errors.code}
          readOnly={coupon !== null}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          className="[&_input]:font-mono [&_input]:tracking-wider [&_input:read-only]:bg-charcoal-50"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('coupons.form.discountType')} error={errors.discount_type}>
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
              type="number"
              inputMode={type === 'fixed' ? 'decimal' : 'numeric'}
              min={1}
              max={type === 'percentage' ? 100 : undefined}
              step={type === 'fixed' ? 0.01 : 1}
              label={t(`coupons.form.value.${type}`)}
              value={values.discount_value}
              onValueChange={(value) => setValue('discount_value', value)}
              error={errors.discount_value}
            />
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            type="number"
            inputMode="numeric"
            min={Math.max(1, coupon?.used_count ?? 1)}
            step={1}
            label={t('coupons.form.usageLimit')}
            hint={
              coupon ? t('coupons.form.usageLimitHint', { count: coupon.used_count }) : undefined
            }
            value={values.usage_limit}
            onValueChange={(value) => setValue('usage_limit', value)}
            error={errors.usage_limit}
          />
          <CheckField
            label={t('kit.active')}
            hint={t('kit.activeHint')}
            checked={values.is_active}
            onChange={(checked) => setValue('is_active', checked)}
          />
        </div>
        <CouponConditionsFields values={values} errors={errors} setValue={setValue} />
        <FormStatus outcome={form.outcome?.tone === 'error' ? form.outcome : null} />
        <div className="flex flex-col-reverse gap-2 border-t border-charcoal-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('kit.cancel')}
          </Button>
          <SubmitButton
            pending={pending}
            label={coupon ? t('coupons.form.submitEdit') : t('coupons.form.submitCreate')}
            pendingLabel={t('kit.saving')}
            icon={coupon ? Save : TicketPlus}
          />
        </div>
      </form>
    </Modal>
  );
}
