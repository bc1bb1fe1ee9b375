import {
  type AdminEvent,
  adminEventSavedSchema,
  type EventForm,
  eventFormSchema,
} from '@shop/shared';
import { CalendarPlus, Save } from 'lucide-react';
import { useState } from 'react';
import { FormField, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import {
  adminApi,
  CheckField,
  FormDialog,
  fieldProps,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { eventFormData, eventFormValues, eventsSection } from '../events-section.tsx';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
let pickSerial = 0;

interface EventFormDialogProps {
  /** The event to edit, or null to create one. */
  event: AdminEvent | null;
  onClose: () => void;
}

/**
 * Create or edit an event (docs/product-rules.md#events-and-coupons): checked with the shared
 * schema the server uses, sent as multipart with its one optional picture, which replaces the
 * current one.
 */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const { t } = useTranslation('admin-promotions');
  const [image, setImage] = useState<PickedFile | null>(null);
  // Output unknown: the form as FormDialog and fieldProps take it (the schema checks the data).
  const form = useSectionForm<ReturnType<typeof eventFormValues>, unknown, unknown>(eventsSection, {
    schema: eventFormSchema,
    initialValues: eventFormValues(event),
    send: (data) => {
      const body = eventFormData(data as EventForm, image?.file ?? null);
      return event
        ? adminApi.put(`/admin/events/${event.id}`, body, adminEventSavedSchema)
        : adminApi.post('/admin/events', body, adminEventSavedSchema);
    },
    failed: t('events.form.saveFailed'),
    onSaved: onClose,
  });
  type Name = Exclude<keyof typeof form.values, 'is_active'>;
  const field = (name: Name, label: string) => ({
    label: t(`events.form.${label}` as 'events.form.title'),
    ...fieldProps(form, name),
  });
  const when = { type: 'datetime-local', hint: t('kit.nepalTime') };

  return (
    <FormDialog
      form={form}
      title={event ? t('events.form.editTitle') : t('events.form.createTitle')}
      submitLabel={event ? t('events.form.submitEdit') : t('events.form.submitCreate')}
      submitIcon={event ? Save : CalendarPlus}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <TextField {...field('title', 'title')} maxLength={200} />
      <TextAreaField {...field('description', 'description')} rows={3} maxLength={2000} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('start_date', 'startDate')} {...when} />
        <TextField {...field('end_date', 'endDate')} {...when} />
        <TextField
          {...field('coupon_code', 'couponCode')}
          onValueChange={(value) => form.setValue('coupon_code', value.toUpperCase())}
          optional
          hint={t('events.form.couponCodeHint')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          className="[&_input]:font-mono [&_input]:tracking-wider"
        />
        <TextField
          {...field('discount_percentage', 'discountPercentage')}
          optional
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
        />
      </div>
      <FormField label={t('events.form.image')} optional kind="group">
        {(control) => (
          <div className="space-y-3">
            {event?.image_url && !image && (
              <figure className="flex items-center gap-3 rounded-2xl bg-cream-50 p-2 ring-1 ring-charcoal-900/10">
                <img
                  src={event.image_url}
                  alt={t('events.form.currentImage')}
                  className="aspect-[16/9] w-32 rounded-xl object-cover"
                />
                <figcaption className="text-xs text-charcoal-600">
                  <span className="block font-semibold text-charcoal-800">
                    {t('events.form.currentImage')}
                  </span>
                  {t('events.form.currentImageHint')}
                </figcaption>
              </figure>
            )}
            <ImagePicker
              files={image ? [image] : []}
              max={1}
              accept={ACCEPTED_IMAGES}
              rules={t('events.form.imageRules')}
              onPick={(files) => {
                const file = files.at(-1);
                if (file) setImage({ id: `event-image-${++pickSerial}`, file });
              }}
              onRemove={() => setImage(null)}
              control={control}
            />
          </div>
        )}
      </FormField>
      <CheckField
        label={t('kit.active')}
        hint={t('kit.activeHint')}
        checked={form.values.is_active}
        onChange={(checked) => form.setValue('is_active', checked)}
      />
    </FormDialog>
  );
}
