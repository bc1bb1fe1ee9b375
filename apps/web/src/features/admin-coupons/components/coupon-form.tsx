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
import {
  adminApi,
  FormDialog,
  type SectionFormProps,
  sectionKey,
  useSectionForm,
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

/**
 * Create or edit a coupon (docs/product-rules.md#events-and-coupons, with the conditions of
 * #coupons), checked with the shared schema the server uses. The code is forced to upper case and
 * is read-only once created.
 */
export function CouponFormDialog({ record: coupon, onClose }: SectionFormProps<AdminCoupon>) {
  const { t } = useTranslation('admin-promotions');
  const categories = useQuery({
    queryKey: [...sectionKey(couponsSection), 'categories'],
    queryFn: ({ signal }) =>
      adminApi.get('/categories', categoryListResponseSchema, undefined, { signal }),
    select: (answer) => answer.data.map(({ id, name }) => [id, name] as const),
  });
  // Output unknown: creating and editing check with different schemas.
  const form = useSectionForm<AdminCoupon, CouponFormValues, unknown, unknown>(couponsSection, {
    // Creating needs a code; editing may send it only unchanged (the server checks that).
    schema: coupon ? couponUpdateSchema : couponCreateSchema,
    record: coupon,
    valuesOf: couponFormValues,
    save: ['/admin/coupons', adminCouponSavedSchema],
    // An edit sends the version read, so a coupon changed since is refused (409), not overwritten.
    body: (data, read) => (read ? { ...(data as CouponUpdate), version: read.version } : data),
    // Changed meanwhile (an order used it): shown as it is now, to apply the edit again.
    changed: (details) => couponConflictSchema.shape.details.safeParse(details).data?.coupon,
    onClose,
  });
  const type = form.values.discount_type;
  const used = coupon?.used_count;
  const when = { kind: 'date', optional: true, hint: t('kit.nepalTime') } as const;

  return (
    <FormDialog className="sm:max-w-2xl" form={form} submitIcon={coupon ? Save : TicketPlus}>
      {form.draw({
        code: {
          kind: 'code',
          readOnly: coupon !== null,
          ...(coupon && { hint: t('coupons.form.codeLocked') }),
        },
      })}
      {form.pairs({
        discount_type: {
          kind: 'select',
          choices: discountTypeChoices(coupon?.discount_type ?? null).map((choice) => [
            choice,
            t(`coupons.type.${choice}`),
          ]),
        },
        discount_value:
          type === 'free_delivery' ? (
            <p className="self-end rounded-2xl bg-cream-50 px-4 py-3 text-sm text-charcoal-700">
              {t('coupons.form.freeDeliveryHint')}
            </p>
          ) : (
            {
              kind: type === 'fixed' ? 'decimal' : 'whole',
              label: t(`coupons.form.value.${type}`),
              min: 1,
              max: type === 'percentage' ? 100 : undefined,
            }
          ),
        usage_limit: {
          kind: 'whole',
          hint: used === undefined ? undefined : t('coupons.form.usageLimitHint', { count: used }),
          min: Math.max(1, used ?? 1),
        },
        is_active: { kind: 'check', label: t('kit.active'), hint: t('kit.activeHint') },
      })}
      {/* The optional conditions of docs/product-rules.md#coupons. */}
      <fieldset className="min-w-0 space-y-5 rounded-3xl border border-charcoal-200 p-4 sm:p-5">
        <legend className="px-2 text-base font-bold text-charcoal-900">
          {t('coupons.form.conditions')}
        </legend>
        <p className="-mt-2 text-sm text-charcoal-600">{t('coupons.form.conditionsHint')}</p>
        {form.draw({ description: { kind: 'area', optional: true, rows: 2, maxLength: 200 } })}
        {form.pairs({
          min_order_amount: { kind: 'decimal', optional: true },
          first_order_only: { kind: 'check' },
        })}
        {form.draw({
          valid_weekdays: {
            kind: 'chips',
            choices: [1, 2, 3, 4, 5, 6, 7].map((day) => [
              day,
              t(`coupons.weekday.${weekdayKey(day)}`),
            ]),
          },
        })}
        {form.pairs({ starts_at: when, ends_at: when })}
        {form.draw({
          category_ids: categories.isError ? (
            <p className="text-sm text-red-700">{t('coupons.form.categoriesFailed')}</p>
          ) : (
            { kind: 'chips', choices: categories.data ?? [] }
          ),
        })}
      </fieldset>
    </FormDialog>
  );
}
