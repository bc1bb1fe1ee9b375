import {
  ACCOUNT_MESSAGES,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '@shop/shared';
import { KeyRound, RotateCw } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCardHeading } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: ResetPasswordFormValues = { password: '', confirm_password: '' };

/** A way to a fresh link when this one is unknown, used or older than an hour. */
export function RequestNewLink() {
  const { t } = useTranslation('account');
  return (
    <ButtonLink to="/forgot-password" variant="secondary" className="mt-4 w-full sm:w-auto">
      <RotateCw className="size-4" aria-hidden="true" />
      {t('reset.requestNewLink')}
    </ButtonLink>
  );
}

/** The new password twice, each with a show/hide toggle; `onReset` gets the server's words. */
export function ResetPasswordForm({
  token,
  onReset,
}: {
  token: string;
  onReset: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const form = useFormSubmit({
    schema: resetPasswordFormSchema,
    initialValues: EMPTY,
    send: ({ password }) => resetPassword(token, { password }),
    onSuccess: onReset,
  });
  const linkRefused = form.outcome?.message === ACCOUNT_MESSAGES.resetLinkInvalid;

  return (
    <>
      <AuthCardHeading
        id="reset-form-title"
        title={t('reset.formTitle')}
        lead={t('reset.formLead')}
      />
      <form
        method="post"
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        aria-labelledby="reset-form-title"
      >
        <fieldset disabled={form.submission.isPending} className="grid gap-5">
          <NewPasswordFields
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            labels={{ password: t('reset.password'), confirm_password: t('reset.confirmPassword') }}
          />
        </fieldset>
        <FormStatus outcome={form.outcome} className="mt-6" />
        {linkRefused && <RequestNewLink />}
        <SubmitButton
          size="lg"
          icon={KeyRound}
          pending={form.submission.isPending}
          label={t('reset.submit')}
          pendingLabel={t('reset.submitting')}
          className="mt-6 w-full"
        />
      </form>
    </>
  );
}
