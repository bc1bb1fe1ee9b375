import { FLOATING_FEEDBACK_CATEGORIES } from '@shop/shared';
import { useEffect } from 'react';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
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
  const { t } = useTranslation('feedback');
  const form = useFeedbackForm({
    initialValues: INITIAL,
    send: submitQuickFeedback,
    // The thanks stays until the dialog closes itself.
    editClears: 'error',
  });
  const { isSuccess, reset: resetSubmit } = form.submission;

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

  return (
    <Modal open={open} onClose={onClose} title={t('dialog.title')} className="sm:max-w-xl">
      <p className="mt-1 mb-6 text-sm text-charcoal-600">{t('dialog.lead')}</p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('dialog.title')}>
        <fieldset disabled={form.submission.isPending || isSuccess}>
          <FeedbackFields form={form} categories={FLOATING_FEEDBACK_CATEGORIES} compact />
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-5" />
        <SubmitButton
          size="lg"
          pending={form.submission.isPending}
          disabled={isSuccess}
          label={t('form.submit')}
          pendingLabel={t('form.submitting')}
          className="mt-5 w-full"
        />
      </form>
    </Modal>
  );
}
