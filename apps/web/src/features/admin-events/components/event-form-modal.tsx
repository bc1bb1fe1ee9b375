import { type AdminEvent, type EventForm, eventFormSchema } from '@shop/shared';
import { CalendarPlus, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import type { PickedFile } from '@/components/ui/image-picker.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { CheckField } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { saveEvent } from '../api/save-event.ts';
import {
  EMPTY_EVENT_FORM,
  type EventFormValues,
  eventFormData,
  eventFormValuesOf,
} from '../event-form-values.ts';
import { usePromotionRefresh } from '../hooks/use-promotion-refresh.ts';
import { EventImageField } from './event-image-field.tsx';

interface EventFormModalProps {
  /** The event being edited, or null to create one. */
  event: AdminEvent | null;
  onClose: () => void;
}

/**
 * Create or edit an event (docs/product-rules.md#events-and-coupons): checked with the shared
 * schema the server uses, sent as multipart with the optional picture. A refusal shows the server's
 * words, anything else 'Failed to save event'.
 */
export function EventFormModal({ event, onClose }: EventFormModalProps) {
  const { t } = useTranslation('admin-promotions');
  const refresh = usePromotionRefresh();
  const [image, setImage] = useState<PickedFile | null>(null);
  const form = useFormSubmit<EventFormValues, EventForm, string>({
    schema: eventFormSchema,
    initialValues: event ? eventFormValuesOf(event) : EMPTY_EVENT_FORM,
    send: async (data) => {
      try {
        const saved = await saveEvent(event?.id ?? null, eventFormData(data, image?.file ?? null));
        return saved.message;
      } catch (error) {
        const failed = t('events.form.saveFailed');
        throw new Error(submitErrorMessage(error, { failed, network: NETWORK_ERROR_MESSAGE }));
      }
    },
    onSuccess: (message) => {
      toast.success(message);
      refresh();
      onClose();
    },
  });
  const { values, errors, setValue } = form;
  const pending = form.submission.isPending;
  const title = event ? t('events.form.editTitle') : t('events.form.createTitle');

  return (
    <Modal open onClose={onClose} title={title} className="sm:max-w-2xl">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label={t('events.form.title')}
          value={values.title}
          onValueChange={(value) => setValue('title', value)}
          error={errors.title}
          maxLength={200}
        />
        <TextAreaField
          label={t('events.form.description')}
          value={values.description}
          onValueChange={(value) => setValue('description', value)}
          error={errors.description}
          rows={3}
          maxLength={2000}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('events.form.startDate')}
            hint={t('kit.nepalTime')}
            value={values.start_date}
            onValueChange={(value) => setValue('start_date', value)}
            error={errors.start_date}
          />
          <TextField
            type="datetime-local"
            label={t('events.form.endDate')}
            hint={t('kit.nepalTime')}
            value={values.end_date}
            onValueChange={(value) => setValue('end_date', value)}
            error={errors.end_date}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('events.form.couponCode')}
            optional
            hint={t('events.form.couponCodeHint')}
            value={values.coupon_code}
            onValueChange={(value) => setValue('coupon_code', value.toUpperCase())}
            error={errors.coupon_code}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            className="[&_input]:font-mono [&_input]:tracking-wider"
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            label={t('events.form.discountPercentage')}
            optional
            value={values.discount_percentage}
            onValueChange={(value) => setValue('discount_percentage', value)}
            error={errors.discount_percentage}
          />
        </div>
        <EventImageField currentUrl={event?.image_url ?? null} picked={image} onPick={setImage} />
        <CheckField
          label={t('kit.active')}
          hint={t('kit.activeHint')}
          checked={values.is_active}
          onChange={(checked) => setValue('is_active', checked)}
        />
        <FormStatus outcome={form.outcome?.tone === 'error' ? form.outcome : null} />
        <div className="flex flex-col-reverse gap-2 border-t border-charcoal-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('kit.cancel')}
          </Button>
          <SubmitButton
            pending={pending}
            label={event ? t('events.form.submitEdit') : t('events.form.submitCreate')}
            pendingLabel={t('kit.saving')}
            icon={event ? Save : CalendarPlus}
          />
        </div>
      </form>
    </Modal>
  );
}
