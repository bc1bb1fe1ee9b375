import { Bike, LogIn, ReceiptText, Zap } from 'lucide-react';
import { Navigate } from 'react-router';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { withRedirect } from '../redirect.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AuthCardHeading, AuthLayout } from './auth-layout.tsx';
import { AuthLink } from './auth-link.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * /login. Signed in (or just now), the customer goes on to where they were going
 * (`?redirect=`), else to their profile.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const redirect = useRedirectTarget();
  const signedIn = useSessionStore((state) => state.token !== null);
  if (signedIn) return <Navigate to={redirect ?? '/profile'} replace />;

  return (
    <AuthLayout
      titleId="login-title"
      documentTitle={t('login.title')}
      kicker={{ icon: LogIn, text: t('login.kicker') }}
      title={
        <Trans
          t={t}
          i18nKey="login.heading"
          components={[<span key="accent" className="text-flame-400" />]}
        />
      }
      description={t('login.description')}
      perks={[
        {
          icon: Bike,
          title: t('login.perks.tracking.title'),
          text: t('login.perks.tracking.text'),
        },
        { icon: Zap, title: t('login.perks.checkout.title'), text: t('login.perks.checkout.text') },
        {
          icon: ReceiptText,
          title: t('login.perks.history.title'),
          text: t('login.perks.history.text'),
        },
      ]}
    >
      <AuthCardHeading
        id="login-form-title"
        title={t('login.formTitle')}
        lead={redirect ? t('login.returnNote') : t('login.formLead')}
      />
      <LoginForm labelledBy="login-form-title" />
      <p className="mt-6 border-t border-charcoal-100 pt-6 text-center text-sm text-charcoal-600">
        <Trans
          t={t}
          i18nKey="login.noAccount"
          components={[<AuthLink key="signup" to={withRedirect('/register', redirect)} />]}
        />
      </p>
    </AuthLayout>
  );
}
