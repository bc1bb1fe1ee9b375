import {
  RESTAURANT_DETAILS_LIMITS,
  type RestaurantDetailsResponse,
  restaurantDetailsResponseSchema,
} from '@shop/shared';
import { ReceiptText, Save } from 'lucide-react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { adminApi, useFormFields } from '@/features/admin-common/index.ts';
import {
  useVersionedSave,
  type VersionedForm,
  VersionedSettingsCard,
} from '@/features/admin-ordering/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { restaurantKeys, useRestaurantDetails } from '../restaurant-api.ts';
import {
  restaurantFormSchema,
  restaurantFormValues,
  restaurantRequest,
} from '../restaurant-form.ts';

const L = RESTAURANT_DETAILS_LIMITS;

/**
 * The details that head a customer receipt (docs/product-rules.md#printed-tickets-and-receipts),
 * saved with the version read: a save after someone else's shows their details instead.
 */
export function RestaurantDetailsCard() {
  const { t } = useTranslation('admin-ordering');
  return (
    <VersionedSettingsCard
      icon={ReceiptText}
      title={t('restaurant.title')}
      lead={t('restaurant.lead')}
      testId="restaurant-details"
      query={useRestaurantDetails()}
      loadFailed={t('restaurant.loadFailed')}
      skeletonClassName="h-96 w-full rounded-2xl"
      form={(form) => <DetailsForm {...form} />}
    />
  );
}

function DetailsForm(props: VersionedForm<RestaurantDetailsResponse>) {
  const { t } = useTranslation('admin-ordering');
  const form = useVersionedSave(props, {
    schema: restaurantFormSchema,
    initialValues: restaurantFormValues(props.read.details),
    send: (values) =>
      adminApi.put(
        '/admin/restaurant-details',
        { ...restaurantRequest(values), version: props.read.version },
        restaurantDetailsResponseSchema,
      ),
    failed: t('restaurant.failed'),
    saved: () => t('restaurant.saved'),
    valuesOf: (answer) => restaurantFormValues(answer.details),
    section: restaurantKeys,
  });
  const fields = useFormFields({
    ...form,
    words: 'admin-ordering:restaurant.form',
    editing: true,
    close: () => undefined,
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <fieldset disabled={form.submission.isPending} className="min-w-0 space-y-5">
        {fields.draw({ name: { maxLength: L.nameLength, autoComplete: 'organization' } })}
        {fields.draw({ address: { kind: 'area', rows: L.addressLines } })}
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.draw({
            phone: { type: 'tel', maxLength: L.phoneLength, autoComplete: 'tel' },
            panNumber: {
              inputMode: 'numeric',
              maxLength: L.panDigits,
              className: '[&_input]:font-mono [&_input]:tracking-wider',
            },
          })}
        </div>
      </fieldset>
      <FormStatus outcome={form.outcome ?? props.notice} />
      <div className="flex justify-end">
        <SubmitButton
          pending={form.submission.isPending}
          icon={Save}
          label={t('restaurant.save')}
          pendingLabel={t('restaurant.save')}
        />
      </div>
    </form>
  );
}
