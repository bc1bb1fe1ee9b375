import { type AdminLoginRequest, adminLoginRequestSchema } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LogIn } from 'lucide-react';
import { useId } from 'react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { adminLogIn, useAdminSessionStore } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { LoginHint } from './login-hint.tsx';

const EMPTY: Required<AdminLoginRequest> = { email: '', password: '', rememberMe: false };

/**
 * The admin login form (docs/product-rules.md#admin-login): email and password with a show/hide
 * toggle, 'Access Admin Dashboard' ('Signing In...' while busy), and a 'Login Failed:' banner with
 * the server's words. The session is kept as the kiosk keeps it (adminToken / adminUser).
 */
export function AdminLoginForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const signIn = useAdminSessionStore((state) => state.signIn);
  const rememberId = useId();
  const form = useFormSubmit({
    schema: adminLoginRequestSchema,
    initialValues: EMPTY,
    send: async (request) => {
      try {
        return await adminLogIn(request);
      } catch (error) {
        throw new Error(
          submitErrorMessage(error, { failed: t('login.failed'), network: NETWORK_ERROR_MESSAGE }),
        );
      }
    },
    // The page follows the session to where the admin was going.
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.all });
      signIn(session);
    },
  });
  const failure = form.submission.error?.message;

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <div className="grid grid-cols-1 gap-5">
        {failure && (
          <div
            role="alert"
            className="flex animate-fade-in items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
            <p>
              <strong className="font-semibold">{t('login.failedTitle')}</strong> {failure}
            </p>
          </div>
        )}
        <fieldset disabled={form.submission.isPending} className="grid min-w-0 grid-cols-1 gap-5">
          <FormField label={t('login.email')} error={form.errors.email}>
            {(control) => (
              <input
                {...EMAIL_INPUT_PROPS}
                {...control}
                autoComplete="username"
                placeholder={t('login.emailPlaceholder')}
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
                className={controlClasses}
              />
            )}
          </FormField>
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            onValueChange={(value) => form.setValue('password', value)}
            error={form.errors.password}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
          />
          <label
            htmlFor={rememberId}
            className="flex cursor-pointer items-center gap-3 text-sm text-charcoal-700"
          >
            <input
              id={rememberId}
              type="checkbox"
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={(event) => form.setValue('rememberMe', event.target.checked)}
              className="size-4 accent-flame-600"
            />
            {t('login.rememberMe')}
          </label>
        </fieldset>
        <SubmitButton
          size="lg"
          icon={LogIn}
          pending={form.submission.isPending}
          label={t('login.submit')}
          pendingLabel={t('login.submitting')}
          className="w-full"
        />
        {/* Last, so that nothing moves when it arrives after the form has painted. */}
        <LoginHint
          onUse={(email, password) => {
            form.setValue('email', email);
            form.setValue('password', password);
          }}
        />
      </div>
    </form>
  );
}
