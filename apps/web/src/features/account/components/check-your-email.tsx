import { useMutation } from '@tanstack/react-query';
import { Clock3, LoaderCircle, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Trans, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';

/**
 * The 'Check Your Email' panel after a reset link was asked for: where it went, that it lasts
 * an hour, Resend Email and Back to Login. Focus moves to its heading, so a screen reader
 * hears that the form was sent.
 */
export function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const translate = useTranslateMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const resend = useMutation({
    mutationFn: () => requestPasswordReset({ email }, { resend: true }),
    onSuccess: () => toast.success(t('forgot.sent.resent')),
    onError: (error) => toast.error(translate(error.message)),
  });

  return (
    <div className="flex flex-col items-center py-2 text-center sm:py-6">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
        <MailCheck className="size-8" aria-hidden="true" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display-tight text-3xl text-charcoal-900 focus:outline-none sm:text-4xl"
      >
        {t('forgot.sent.title')}
      </h2>
      <p className="mt-3 max-w-md text-charcoal-700">
        <Trans
          t={t}
          i18nKey="forgot.sent.text"
          values={{ email }}
          components={[
            <strong key="email" className="font-semibold break-all text-charcoal-900" />,
          ]}
        />
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-flame-50 px-4 py-1.5 text-sm font-semibold text-flame-800">
        <Clock3 className="size-4" aria-hidden="true" />
        {t('forgot.sent.expiry')}
      </p>
      <p className="mt-4 max-w-md text-sm text-charcoal-600">{t('forgot.sent.spam')}</p>
      <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="secondary"
          size="lg"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? (
            <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <RotateCw className="size-5" aria-hidden="true" />
          )}
          {resend.isPending ? t('forgot.sent.resending') : t('forgot.sent.resend')}
        </Button>
        <ButtonLink to="/login" size="lg">
          {t('forgot.backToLogin')}
        </ButtonLink>
      </div>
    </div>
  );
}
