import {
  ACCOUNT_MESSAGES,
  type AdminAuthResponse,
  type AdminLoginRequest,
  adminLoginRequestSchema,
} from '@shop/shared';
import { LogIn } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { EMAIL_INPUT_PROPS } from '@/components/ui/email-input-props.ts';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { adminLogIn } from '../api/admin-log-in.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { SignInFailure } from './sign-in-failure.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/** What the form says. The kiosk's words are the `admin-session` namespace's. */
export interface StaffSignInWords {
  email: string;
  emailPlaceholder: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  rememberMe: string;
  submit: string;
  submitting: string;
  /**
   * Set on the English-only back office: a refusal shows as an alert above the fields,
   * "Login Failed: <the server's words>". Unset (the bilingual kiosk), it shows under the
   * fields, in the visitor's language.
   */
  failedTitle?: string;
}

interface StaffSignInProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The back office's own words; the kiosk's by default. */
  words?: StaffSignInWords;
  /**
   * Offers "Keep me signed in" (a 30-day session). Off by default: a shared counter screen
   * should not stay signed in for a month; its session lapses after 24 idle hours.
   */
  offerRememberMe?: boolean;
  /** Big fields and button for a hurried person at the counter. */
  large?: boolean;
  /** Runs just before the session is kept: the back office forgets its cached answers there. */
  beforeSignIn?: () => void;
  /** Under the button: the back office's demo hint, which can fill the fields. */
  footer?: (fill: (email: string, password: string) => void) => ReactNode;
  className?: string;
}

const EMPTY: Required<AdminLoginRequest> = { email: '', password: '', rememberMe: false };

function useKioskWords(): StaffSignInWords {
  const { t } = useTranslation('admin-session');
  return {
    email: t('fields.email'),
    emailPlaceholder: 'staff@burgerhouse.com.np',
    password: t('fields.password'),
    showPassword: t('fields.showPassword'),
    hidePassword: t('fields.hidePassword'),
    rememberMe: t('rememberMe'),
    submit: t('submit'),
    submitting: t('submitting'),
  };
}

/**
 * The one staff (admin) sign-in form, on the back office's login page and on the check-in
 * kiosk: POST /api/admin/login (and the authenticator code, for an account that asks for it),
 * then the session is kept as `adminToken` / `adminUser`. It posts
 * as a plain form too, so the back office's login works before (or without) the script. The page
 * around it says what the sign-in is for and where a signed-in person goes.
 */
export function StaffSignIn({
  labelledBy,
  words: pageWords,
  offerRememberMe = false,
  large = false,
  beforeSignIn,
  footer,
  className,
}: StaffSignInProps) {
  const kioskWords = useKioskWords();
  const words = pageWords ?? kioskWords;
  const signIn = useAdminSessionStore((state) => state.signIn);
  const rememberId = useId();
  /** The password was right and the account asks for its code too. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const keep = (session: AdminAuthResponse) => {
    beforeSignIn?.();
    signIn(session);
  };
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
    onSuccess: (answer) => {
      if ('twoFactor' in answer) setChallenge(answer.twoFactor.challenge);
      else keep(answer);
    },
  });
  const failure = form.submission.error?.message;

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        large={large}
        onSignedIn={keep}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <form
      method="post"
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      className={cn('grid grid-cols-1 gap-5', className)}
    >
      {words.failedTitle && failure && (
        <SignInFailure title={words.failedTitle} message={failure} />
      )}
      <fieldset disabled={form.submission.isPending} className="grid min-w-0 grid-cols-1 gap-5">
        <FormField label={words.email} error={form.errors.email}>
          {(control) => (
            <input
              {...EMAIL_INPUT_PROPS}
              {...control}
              autoComplete="username"
              placeholder={words.emailPlaceholder}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              className={cn(controlClasses, large && 'h-13')}
            />
          )}
        </FormField>
        <PasswordField
          label={words.password}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          error={form.errors.password}
          showLabel={words.showPassword}
          hideLabel={words.hidePassword}
          large={large}
        />
        {offerRememberMe && (
          <label
            htmlFor={rememberId}
            className={cn(
              'flex cursor-pointer items-center gap-3 text-sm',
              large ? 'font-medium text-charcoal-800' : 'text-charcoal-700',
            )}
          >
            <input
              id={rememberId}
              type="checkbox"
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={(event) => form.setValue('rememberMe', event.target.checked)}
              className={cn('accent-flame-600', large ? 'size-5' : 'size-4')}
            />
            {words.rememberMe}
          </label>
        )}
      </fieldset>
      {!words.failedTitle && <FormStatus outcome={form.outcome} />}
      <SubmitButton
        size="lg"
        icon={LogIn}
        pending={form.submission.isPending}
        label={words.submit}
        pendingLabel={words.submitting}
        className={cn('w-full', large && 'mt-1 h-14 text-lg')}
      />
      {/* Last, so that nothing moves when it arrives after the form has painted. */}
      {footer?.((email, password) => {
        form.setValue('email', email);
        form.setValue('password', password);
      })}
    </form>
  );
}
