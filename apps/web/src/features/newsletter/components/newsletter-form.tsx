import { newsletterRequestSchema } from '@shop/shared';
import { useId } from 'react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import {
  i18n,
  translateError,
  translateMessage,
  useTranslateMessage,
  useTranslation,
} from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { NEWSLETTER_FAILED_MESSAGE, subscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** What a failed subscription toasts, in the language of the moment. */
function failureText(failure: Error): string {
  return errorMessage(failure) === NEWSLETTER_FAILED_MESSAGE
    ? i18n.t('newsletter:failed')
    : translateError(failure);
}

/** The footer's newsletter box: the server's schema checks the address before it is sent. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const { t } = useTranslation(['newsletter', 'common']);
  const translate = useTranslateMessage();
  const form = useFormSubmit({
    schema: newsletterRequestSchema,
    initialValues: { email: '' },
    send: subscribeNewsletter,
    onSuccess: (result) => {
      if (result.status === 'subscribed') toast.success(translateMessage(result.message));
      else toast.info(translateMessage(result.message));
    },
    onError: (failure) => toast.error(failureText(failure)),
  });
  const error = form.errors.email;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-2"
      aria-label={t('label')}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-charcoal-200">
        {t('common:form.emailAddress')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          {...EMAIL_INPUT_PROPS}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 rounded-full border border-charcoal-700 bg-charcoal-900 px-4 text-sm text-white transition placeholder:text-charcoal-400 focus:border-flame-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-flame-500 aria-invalid:border-red-400 sm:flex-1 lg:flex-none"
        />
        <SubmitButton
          pending={form.submission.isPending}
          label={t('subscribe')}
          pendingLabel={t('subscribing')}
          className="shrink-0"
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {translate(error)}
        </p>
      )}
    </form>
  );
}
