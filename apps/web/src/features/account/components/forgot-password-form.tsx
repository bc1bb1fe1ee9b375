import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@shop/shared';
import { ArrowLeft } from 'lucide-react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCardHeading } from './auth-layout.tsx';
import { AuthLink } from './auth-link.tsx';

const EMPTY: ForgotPasswordRequest = { email: '' };

/** The email box of /forgot-password; `onSent` gets the address the link went to. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const form = useFormSubmit({
    schema: forgotPasswordRequestSchema,
    initialValues: EMPTY,
    send: async (request) => {
      await requestPasswordReset(request);
      return { email: request.email };
    },
    onSuccess: ({ email }) => onSent(email),
  });

  return (
    <>
      <AuthCardHeading
        id="forgot-form-title"
        title={t('forgot.formTitle')}
        lead={t('forgot.formLead')}
      />
      <form
        method="post"
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="forgot-form-title"
      >
        <fieldset disabled={form.submission.isPending}>
          <TextField
            label={t('fields.email')}
            {...EMAIL_INPUT_PROPS}
            value={form.values.email}
            onValueChange={(value) => form.setValue('email', value)}
            error={form.errors.email}
          />
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-6" />
        <SubmitButton
          size="lg"
          pending={form.submission.isPending}
          label={t('forgot.submit')}
          pendingLabel={t('forgot.submitting')}
          className="mt-6 w-full"
        />
      </form>
      <p className="mt-6 border-t border-charcoal-100 pt-6 text-center text-sm">
        <AuthLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('forgot.backToLogin')}
        </AuthLink>
      </p>
    </>
  );
}
