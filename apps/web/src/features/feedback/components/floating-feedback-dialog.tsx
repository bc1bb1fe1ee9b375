import { FLOATING_FEEDBACK_CATEGORIES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { focusFirstInvalid, outcomeOf } from '@/lib/form.ts';
import { submitQuickFeedback } from '../api/submit-feedback.ts';
import { type FeedbackValues, useFeedbackForm } from '../hooks/use-feedback-form.ts';
import { FeedbackFields } from './feedback-fields.tsx';

/** No star and no category at first; both are required (docs/product-rules.md#feedback). */
const INITIAL: FeedbackValues = { name: '', email: '', rating: 0, category: '', message: '' };

/** After a success the modal closes itself after 2 seconds. */
export const CLOSE_AFTER_SUCCESS_MS = 2_000;

interface FloatingFeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Share Your Feedback': idle → 'Submitting...' → thanks (form cleared, closes after 2 s) or an
 * error that stays until the visitor edits or tries again. Sent as JSON (it has no pictures).
 */
export function FloatingFeedbackDialog({ open, onClose }: FloatingFeedbackDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFeedbackForm(INITIAL);
  const submit = useMutation({ mutationFn: submitQuickFeedback, onSuccess: form.reset });
  const { isSuccess, reset: resetSubmit } = submit;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => {
      onClose();
      resetSubmit();
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, onClose, resetSubmit]);

  // Closed by hand after a thank-you: the next opening starts with a fresh form.
  useEffect(() => {
    if (!open && isSuccess) resetSubmit();
  }, [open, isSuccess, resetSubmit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const feedback = form.validate();
    if (!feedback) {
      focusFirstInvalid(formRef.current);
      return;
    }
    submit.mutate(feedback);
  };

  return (
    <Modal open={open} onClose={onClose} title="Share Your Feedback" className="sm:max-w-xl">
      <p className="mt-1 mb-6 text-sm text-charcoal-600">
        Two minutes, five stars (or fewer): tell us how we are doing.
      </p>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Share Your Feedback">
        <fieldset disabled={submit.isPending || submit.isSuccess}>
          <FeedbackFields
            form={form}
            categories={FLOATING_FEEDBACK_CATEGORIES}
            onEdit={() => {
              if (submit.isError) submit.reset();
            }}
            compact
          />
        </fieldset>
        <FormStatus outcome={outcomeOf(submit)} className="mt-5" />
        <SubmitButton
          size="lg"
          pending={submit.isPending}
          disabled={submit.isSuccess}
          label="Submit Feedback"
          pendingLabel="Submitting..."
          className="mt-5 w-full"
        />
      </form>
    </Modal>
  );
}
