import { type LoginRequest, loginRequestSchema } from '@shop/shared';
import { LogIn } from 'lucide-react';
import { CheckField } from '@/components/ui/check-field.tsx';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { logIn } from '../api/log-in.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AuthLink } from './auth-link.tsx';

const EMPTY: Required<LoginRequest> = { email: '', password: '', rememberMe: false };

/**
 * Email, password and Remember me. A success keeps the session (localStorage with Remember
 * me, else this browser session only); the page then moves on.
 */
export function LoginForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('account');
  const signIn = useSessionStore((state) => state.signIn);
  const form = useFormSubmit({
    schema: loginRequestSchema,
    initialValues: EMPTY,
    send: async (request) => ({ ...(await logIn(request)), remember: request.rememberMe }),
    onSuccess: ({ token, customer, remember }) => signIn({ token, customer }, remember),
  });

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <fieldset disabled={form.submission.isPending} className="grid gap-5">
        <TextField
          label={t('fields.email')}
          {...EMAIL_INPUT_PROPS}
          autoComplete="username"
          value={form.values.email}
          onValueChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
        />
        <PasswordField
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          error={form.errors.password}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          <CheckField
            name="rememberMe"
            checked={form.values.rememberMe}
            onChange={(checked) => form.setValue('rememberMe', checked)}
            label={t('login.rememberMe')}
            hint={t('login.rememberMeHint')}
          />
          <AuthLink to="/forgot-password" className="text-sm">
            {t('login.forgotPassword')}
          </AuthLink>
        </div>
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-6" />
      <SubmitButton
        size="lg"
        icon={LogIn}
        pending={form.submission.isPending}
        label={t('login.submit')}
        pendingLabel={t('login.submitting')}
        className="mt-6 w-full"
      />
    </form>
  );
}
