import { Clock3, KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CheckYourEmail } from './check-your-email.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** /forgot-password: an email box, then the 'Check Your Email' panel. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthLayout
      titleId="forgot-title"
      documentTitle={t('forgot.title')}
      kicker={{ icon: KeyRound, text: t('forgot.kicker') }}
      title={
        <Trans
          t={t}
          i18nKey="forgot.heading"
          components={[<span key="accent" className="text-flame-400" />]}
        />
      }
      description={t('forgot.description')}
      perks={[
        {
          icon: MailCheck,
          title: t('forgot.perks.email.title'),
          text: t('forgot.perks.email.text'),
        },
        {
          icon: Clock3,
          title: t('forgot.perks.expiry.title'),
          text: t('forgot.perks.expiry.text'),
        },
        {
          icon: ShieldCheck,
          title: t('forgot.perks.safe.title'),
          text: t('forgot.perks.safe.text'),
        },
      ]}
    >
      {sentTo === null ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        <CheckYourEmail email={sentTo} />
      )}
    </AuthLayout>
  );
}
