import { CONTACT_MESSAGES, type ContactRequest, contactRequestSchema } from '@shop/shared';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { NameEmailFields } from '@/components/ui/name-email-fields.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

/** The contact page's message form (rules: docs/product-rules.md#forms). */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const translate = useTranslateMessage();
  const form = useFormSubmit({
    schema: contactRequestSchema,
    initialValues: EMPTY,
    send: sendContactMessage,
    invalidToast: translate(CONTACT_MESSAGES.fixErrors),
  });

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('form.label')}>
      <fieldset disabled={form.submission.isPending} className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields values={form.values} errors={form.errors} onChange={form.setValue} />
        <TextField
          label={t('form.subject')}
          name="subject"
          maxLength={200}
          placeholder={t('form.subjectPlaceholder')}
          value={form.values.subject}
          onValueChange={(value) => form.setValue('subject', value)}
          error={form.errors.subject}
          className="sm:col-span-2"
        />
        <TextAreaField
          label={t('form.message')}
          name="message"
          rows={6}
          maxLength={5000}
          placeholder={t('form.messagePlaceholder')}
          value={form.values.message}
          onValueChange={(value) => form.setValue('message', value)}
          error={form.errors.message}
          className="sm:col-span-2"
        />
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-6" />
      <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-charcoal-600">{t('form.replyNote')}</p>
        <SubmitButton
          size="lg"
          pending={form.submission.isPending}
          label={t('form.send')}
          pendingLabel={t('form.sending')}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
