import { ACCOUNT_MESSAGES, type AdminAuthResponse, TWO_FACTOR_MESSAGES } from '@shop/shared';
import { ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { controlClasses, FormField } from '@/components/ui/form-field.tsx';
import { FormStatus } from '@/components/ui/form-status.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { submitErrorMessage } from '@/lib/form.ts';
import { useFormSubmit } from '@/lib/use-form-submit.ts';
import { adminAnswerChallenge } from '../api/admin-log-in.ts';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired })
    .max(20, { error: TWO_FACTOR_MESSAGES.codeWrong }),
});

interface TwoFactorStepProps {
  challenge: string;
  large: boolean;
  onSignedIn: (session: AdminAuthResponse) => void;
  /** Back to email and password (another account, or a challenge that timed out). */
  onBack: () => void;
}

/**
 * The second step of a sign-in with two-factor sign-in on (docs/product-rules.md#two-factor-sign-in):
 * the code the authenticator app shows, or a recovery code.
 */
export function TwoFactorStep({ challenge, large, onSignedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('admin-session');
  const form = useFormSubmit({
    schema: codeSchema,
    initialValues: { code: '' },
    send: async ({ code }) => {
      try {
        return await adminAnswerChallenge(challenge, code);
      } catch (error) {
        throw new Error(
          submitErrorMessage(error, {
            failed: ACCOUNT_MESSAGES.loginFailed,
            network: NETWORK_ERROR_MESSAGE,
          }),
        );
      }
    },
    onSuccess: onSignedIn,
  });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="two-factor-title"
      className="grid grid-cols-1 gap-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-flame-50 text-flame-700">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="two-factor-title" className="font-bold text-charcoal-900">
            {t('twoFactor.title')}
          </h2>
          <p className="mt-1 text-sm text-charcoal-600">{t('twoFactor.lead')}</p>
        </div>
      </div>
      <fieldset disabled={form.submission.isPending} className="grid min-w-0">
        <FormField label={t('twoFactor.code')} error={form.errors.code}>
          {(control) => (
            <input
              {...control}
              name="code"
              // The code the phone offers from an SMS or app is filled in by the keyboard.
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="characters"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the one field of this step, just asked for
              autoFocus
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
              className={cn(controlClasses, 'font-mono text-lg tracking-[0.3em]', large && 'h-13')}
            />
          )}
        </FormField>
      </fieldset>
      <FormStatus outcome={form.outcome} />
      <SubmitButton
        size="lg"
        icon={ShieldCheck}
        pending={form.submission.isPending}
        label={t('twoFactor.submit')}
        pendingLabel={t('twoFactor.submitting')}
        className={cn('w-full', large && 'h-14 text-lg')}
      />
      <Button variant="secondary" onClick={onBack} className="w-full">
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
