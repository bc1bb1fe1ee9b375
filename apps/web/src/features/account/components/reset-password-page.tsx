import { ACCOUNT_MESSAGES, resetTokenParamsSchema } from '@shop/shared';
import {
  CircleAlert,
  CircleCheckBig,
  KeyRound,
  LogIn,
  MonitorSmartphone,
  ShieldCheck,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Trans, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { AuthLayout } from './auth-layout.tsx';
import { RequestNewLink, ResetPasswordForm } from './reset-password-form.tsx';

/** A centred result in the card: an icon, a heading that takes focus, the words, an action. */
function ResultPanel({
  tone,
  title,
  message,
  action,
}: {
  tone: 'success' | 'error';
  title: string;
  message: string;
  action: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Icon = tone === 'success' ? CircleCheckBig : CircleAlert;
  return (
    <div className="flex flex-col items-center py-2 text-center sm:py-6">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl ring-1',
          tone === 'success'
            ? 'bg-emerald-50 text-emerald-700 ring-emerald-100'
            : 'bg-red-50 text-red-600 ring-red-100',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display-tight text-3xl text-charcoal-900 focus:outline-none sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-3 max-w-md text-charcoal-700">{message}</p>
      {action}
    </div>
  );
}

/**
 * /reset-password/{token}: the emailed link. A link that cannot be one (malformed) is refused
 * at once; one the server refuses (unknown, used, expired) says so and offers a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const translate = useTranslateMessage();
  const { token } = useParams();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  if (!token) return <Navigate to="/forgot-password" replace />;
  const wellFormed = resetTokenParamsSchema.safeParse({ token }).success;

  return (
    <AuthLayout
      titleId="reset-title"
      documentTitle={t('reset.title')}
      kicker={{ icon: KeyRound, text: t('reset.kicker') }}
      title={
        <Trans
          t={t}
          i18nKey="reset.heading"
          components={[<span key="accent" className="text-flame-400" />]}
        />
      }
      description={t('reset.description')}
      perks={[
        {
          icon: KeyRound,
          title: t('reset.perks.strong.title'),
          text: t('reset.perks.strong.text'),
        },
        {
          icon: MonitorSmartphone,
          title: t('reset.perks.devices.title'),
          text: t('reset.perks.devices.text'),
        },
        { icon: ShieldCheck, title: t('reset.perks.safe.title'), text: t('reset.perks.safe.text') },
      ]}
    >
      {doneMessage !== null ? (
        <ResultPanel
          tone="success"
          title={t('reset.done.title')}
          message={translate(doneMessage)}
          action={
            <ButtonLink to="/login" size="lg" className="mt-7 w-full sm:w-auto">
              <LogIn className="size-5" aria-hidden="true" />
              {t('reset.done.login')}
            </ButtonLink>
          }
        />
      ) : wellFormed ? (
        <ResetPasswordForm token={token} onReset={setDoneMessage} />
      ) : (
        <ResultPanel
          tone="error"
          title={t('reset.formTitle')}
          message={translate(ACCOUNT_MESSAGES.resetLinkInvalid)}
          action={<RequestNewLink />}
        />
      )}
    </AuthLayout>
  );
}
