import {
  ACCOUNT_MESSAGES,
  type AdminLoginRequest,
  type AdminSummary,
  adminLoginRequestSchema,
} from '@shop/shared';
import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { adminLogIn } from '../api/admin-log-in.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { StaffPasswordField } from './staff-password-field.tsx';

interface StaffSignInProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /**
   * Offers "Keep me signed in" (a 30-day session). Off by default: a shared counter screen
   * should not stay signed in for a month; its session lapses after 24 idle hours.
   */
  offerRememberMe?: boolean;
  onSignedIn?: (admin: AdminSummary) => void;
  className?: string;
}

const EMPTY: Required<AdminLoginRequest> = { email: '', password: '', rememberMe: false };

/**
 * The staff (admin) sign-in form: POST /api/admin/login, then the session is kept as
 * `adminToken` / `adminUser`. The page around it says what the sign-in is for.
 */
export function StaffSignIn({
  labelledBy,
  offerRememberMe = false,
  onSignedIn,
  className,
}: StaffSignInProps) {
  const { t } = useTranslation('admin-session');
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
          submitErrorMessage(error, {
            failed: ACCOUNT_MESSAGES.loginFailed,
            network: NETWORK_ERROR_MESSAGE,
          }),
        );
      }
    },
    onSuccess: ({ token, admin }) => {
      signIn({ token, admin });
      onSignedIn?.(admin);
    },
  });

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      className={className}
    >
      <fieldset disabled={form.submission.isPending} className="grid gap-5">
        <FormField label={t('fields.email')} error={form.errors.email}>
          {(control) => (
            <input
              {...EMAIL_INPUT_PROPS}
              {...control}
              autoComplete="username"
              placeholder="staff@burgerhouse.com.np"
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              className={cn(controlClasses, 'h-13')}
            />
          )}
        </FormField>
        <StaffPasswordField
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          error={form.errors.password}
        />
        {offerRememberMe && (
          <label
            htmlFor={rememberId}
            className="flex cursor-pointer items-center gap-3 text-sm font-medium text-charcoal-800"
          >
            <input
              id={rememberId}
              type="checkbox"
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={(event) => form.setValue('rememberMe', event.target.checked)}
              className="size-5 accent-flame-600"
            />
            {t('rememberMe')}
          </label>
        )}
      </fieldset>
      <FormStatus outcome={form.outcome} className="mt-5" />
      <SubmitButton
        size="lg"
        icon={LogIn}
        pending={form.submission.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="mt-6 h-14 w-full text-lg"
      />
    </form>
  );
}
