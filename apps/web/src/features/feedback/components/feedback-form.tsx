import {
  ACCEPTED_IMAGE_TYPES,
  CONTACT_MESSAGES,
  FEEDBACK_PAGE_CATEGORIES,
  MAX_FEEDBACK_IMAGES,
} from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { ImagePicker, type PickedFile } from '@/components/ui/image-picker.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { focusFirstInvalid, outcomeOf } from '@/lib/form.ts';
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

const IMAGE_RULES = 'JPG, PNG, WebP, GIF or AVIF, up to 5MB each';

/** The feedback page's form: the shared fields plus up to five photos, sent as multipart. */
export function FeedbackForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const nextImageId = useRef(0);
  const form = useFeedbackForm(INITIAL);
  const [images, setImages] = useState<PickedFile[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const submit = useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      form.reset();
      setImages([]);
      setImageErrors([]);
    },
  });
  const clearOutcome = () => {
    if (submit.isSuccess || submit.isError) submit.reset();
  };

  const pickImages = async (files: File[]) => {
    clearOutcome();
    const { accepted, errors } = await checkImageFiles(images.length, files);
    setImageErrors(errors);
    const added = accepted.map((file) => ({ id: String(nextImageId.current++), file }));
    setImages((current) => [...current, ...added].slice(0, MAX_FEEDBACK_IMAGES));
  };

  const removeImage = (id: string) => {
    clearOutcome();
    setImageErrors([]);
    setImages((current) => current.filter((image) => image.id !== id));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const feedback = form.validate();
    if (!feedback) {
      toast.error(CONTACT_MESSAGES.fixErrors);
      focusFirstInvalid(formRef.current);
      return;
    }
    submit.mutate({ ...feedback, images: images.map((image) => image.file) });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Share your feedback">
      <fieldset disabled={submit.isPending} className="space-y-5">
        <FeedbackFields form={form} categories={FEEDBACK_PAGE_CATEGORIES} onEdit={clearOutcome} />
        <FormField label="Photos" kind="control" optional announce error={imageErrors}>
          {(control) => (
            <ImagePicker
              files={images}
              max={MAX_FEEDBACK_IMAGES}
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              rules={IMAGE_RULES}
              onPick={(files) => void pickImages(files)}
              onRemove={removeImage}
              control={control}
              disabled={submit.isPending}
            />
          )}
        </FormField>
      </fieldset>
      <FormStatus outcome={outcomeOf(submit)} className="mt-6" />
      <div className="mt-6 flex justify-end">
        <SubmitButton
          size="lg"
          pending={submit.isPending}
          label="Submit Feedback"
          pendingLabel="Submitting..."
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
