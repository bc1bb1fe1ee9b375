import { type AdminEvent, adminEventSavedSchema, eventFormSchema } from '@shop/shared';
import { CalendarPlus, Save } from 'lucide-react';
import {
  CurrentPicture,
  FormDialog,
  type SectionFormProps,
  useMediaList,
  useSectionForm,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { eventFormData, eventFormValues, eventsSection } from '../events-section.tsx';

/**
 * Create or edit an event (docs/product-rules.md#events-and-coupons): checked with the shared
 * schema the server uses, sent as multipart with its one optional picture, which replaces the
 * current one.
 */
export function EventFormDialog({ record: event, onClose }: SectionFormProps<AdminEvent>) {
  const { t } = useTranslation('admin-promotions');
  const image = useMediaList({ max: 1 }, []);
  const form = useSectionForm(eventsSection, {
    schema: eventFormSchema,
    record: event,
    valuesOf: eventFormValues,
    save: ['/admin/events', adminEventSavedSchema],
    body: (data) => eventFormData(data, image.picked[0]?.file ?? null),
    onClose,
  });
  const when = { kind: 'date', hint: t('kit.nepalTime') } as const;
  const current = event?.image_url && image.picked.length === 0 && (
    <CurrentPicture
      url={event.image_url}
      title={t('events.form.currentImage')}
      imageClassName="aspect-[16/9] w-32"
    >
      {t('events.form.currentImageHint')}
    </CurrentPicture>
  );

  return (
    <FormDialog form={form} submitIcon={event ? Save : CalendarPlus} className="sm:max-w-2xl">
      {form.draw({
        title: { maxLength: 200 },
        description: { kind: 'area', maxLength: 2000 },
      })}
      {form.pairs({
        start_date: when,
        end_date: when,
        coupon_code: { kind: 'code', optional: true },
        discount_percentage: { kind: 'whole', optional: true, min: 1, max: 100 },
      })}
      {form.draw({
        image: { kind: 'media', optional: true, list: image, current },
        is_active: { kind: 'check', label: t('kit.active'), hint: t('kit.activeHint') },
      })}
    </FormDialog>
  );
}
