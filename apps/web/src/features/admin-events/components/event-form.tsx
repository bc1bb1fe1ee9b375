import {
  type AdminEvent,
  adminEventSavedSchema,
  type EventForm,
  eventFormSchema,
} from '@shop/shared';
import { CalendarPlus, Save } from 'lucide-react';
import {
  CurrentPicture,
  FormDialog,
  MediaField,
  saveRecord,
  useFormFields,
  useMediaList,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { eventFormData, eventFormValues, eventsSection } from '../events-section.tsx';

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
  const image = useMediaList({ max: 1 }, []);
  // Output unknown: the form as FormDialog and the fields take it (the schema checks the data).
  const form = useSectionForm<ReturnType<typeof eventFormValues>, unknown, unknown>(eventsSection, {
    words: 'admin-promotions:events.form',
    schema: eventFormSchema,
    initialValues: eventFormValues(event),
    send: (data) => {
      const body = eventFormData(data as EventForm, image.picked[0]?.file ?? null);
      return saveRecord('/admin/events', event?.id, body, adminEventSavedSchema);
    },
    failed: t('events.form.saveFailed'),
    onSaved: onClose,
  });
  const fields = useFormFields(form);
  const when = { type: 'datetime-local', hint: t('kit.nepalTime') };

  return (
    <FormDialog
      form={form}
      editing={event !== null}
      submitIcon={event ? Save : CalendarPlus}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      {fields.text('title', { maxLength: 200 })}
      {fields.area('description', { maxLength: 2000 })}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.text('start_date', when)}
        {fields.text('end_date', when)}
        {fields.text('coupon_code', {
          onValueChange: (value) => form.setValue('coupon_code', value.toUpperCase()),
          optional: true,
          autoCapitalize: 'characters',
          spellCheck: false,
          maxLength: 30,
          className: '[&_input]:font-mono [&_input]:tracking-wider',
        })}
        {fields.text('discount_percentage', {
          optional: true,
          type: 'number',
          inputMode: 'numeric',
          min: 1,
          max: 100,
          step: 1,
        })}
      </div>
      <MediaField
        label={t('events.form.image')}
        optional
        list={image}
        rules={t('events.form.imageRules')}
        current={
          event?.image_url &&
          image.picked.length === 0 && (
            <CurrentPicture
              url={event.image_url}
              title={t('events.form.currentImage')}
              imageClassName="aspect-[16/9] w-32"
            >
              {t('events.form.currentImageHint')}
            </CurrentPicture>
          )
        }
      />
      {fields.check('is_active', { label: t('kit.active'), hint: t('kit.activeHint') })}
    </FormDialog>
  );
}
