import { FormField } from '@/components/ui/form-field.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { useTranslation } from '@/i18n/index.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface EventImageFieldProps {
  /** The picture the event has now (editing), shown until a new one is picked. */
  currentUrl: string | null;
  picked: PickedFile | null;
  onPick: (picked: PickedFile | null) => void;
}

let pickSerial = 0;

/** The event's one picture: the current one, or a preview of the one picked to replace it. */
export function EventImageField({ currentUrl, picked, onPick }: EventImageFieldProps) {
  const { t } = useTranslation('admin-promotions');
  return (
    <FormField label={t('events.form.image')} optional kind="group">
      {(control) => (
        <div className="space-y-3">
          {currentUrl && !picked && (
            <figure className="flex items-center gap-3 rounded-2xl bg-cream-50 p-2 ring-1 ring-charcoal-900/10">
              <img
                src={currentUrl}
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
            files={picked ? [picked] : []}
            max={1}
            accept={ACCEPTED}
            rules={t('events.form.imageRules')}
            onPick={(files) => {
              const file = files.at(-1);
              if (file) onPick({ id: `event-image-${++pickSerial}`, file });
            }}
            onRemove={() => onPick(null)}
            control={control}
          />
        </div>
      )}
    </FormField>
  );
}
