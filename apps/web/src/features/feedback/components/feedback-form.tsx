import {
  ACCEPTED_IMAGE_TYPES,
  CONTACT_MESSAGES,
  FEEDBACK_PAGE_CATEGORIES,
  MAX_FEEDBACK_IMAGES,
  MAX_IMAGE_BYTES,
} from '@shop/shared';
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useFormat, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { submitFeedback } from '../api/submit-feedback.ts';
import { type FeedbackValues, useFeedbackForm } from '../hooks/use-feedback-form.ts';
import { checkImageFiles } from '../image-files.ts';
import { FeedbackFields } from './feedback-fields.tsx';

/** The page starts at 5 stars and the 'general' category (docs/product-rules.md#feedback). */
const INITIAL: FeedbackValues = {
  name: '',
  email: '',
  rating: 5,
  category: 'general',
  message: '',
};

const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

/** The feedback page's form: the shared fields plus up to five photos, sent as multipart. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const { number } = useFormat();
  const translate = useTranslateMessage();
  const nextImageId = useRef(0);
  const [images, setImages] = useState<PickedFile[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const form = useFeedbackForm({
    initialValues: INITIAL,
    send: (feedback) => submitFeedback({ ...feedback, images: images.map((image) => image.file) }),
    invalidToast: translate(CONTACT_MESSAGES.fixErrors),
    onSuccess: () => {
      setImages([]);
      setImageErrors([]);
    },
  });

  const pickImages = async (files: File[]) => {
    form.clearOutcome();
    const { accepted, errors } = await checkImageFiles(images.length, files);
    setImageErrors(errors);
    const added = accepted.map((file) => ({ id: String(nextImageId.current++), file }));
    setImages((current) => [...current, ...added].slice(0, MAX_FEEDBACK_IMAGES));
  };

  const removeImage = (id: string) => {
    form.clearOutcome();
    setImageErrors([]);
    setImages((current) => current.filter((image) => image.id !== id));
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('form.label')}>
      <fieldset disabled={form.submission.isPending} className="space-y-5">
        <FeedbackFields form={form} categories={FEEDBACK_PAGE_CATEGORIES} />
        <FormField label={t('fields.photos')} kind="control" optional announce error={imageErrors}>
          {(control) => (
            <ImagePicker
              files={images}
              max={MAX_FEEDBACK_IMAGES}
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              rules={t('fields.imageRules', { megabytes: number(MAX_IMAGE_MEGABYTES) })}
              onPick={(files) => void pickImages(files)}
              onRemove={removeImage}
              control={control}
              disabled={form.submission.isPending}
            />
          )}
        </FormField>
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-6" />
      <div className="mt-6 flex justify-end">
        <SubmitButton
          size="lg"
          pending={form.submission.isPending}
          label={t('form.submit')}
          pendingLabel={t('form.submitting')}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
