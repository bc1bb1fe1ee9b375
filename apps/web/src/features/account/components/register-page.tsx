import { ACCOUNT_MESSAGES, type CustomerAuthResponse } from '@shop/shared';
import { BadgePercent, Bike, Truck, UserPlus } from 'lucide-react';
import { Navigate } from 'react-router';
import { Trans, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { withRedirect } from '../redirect.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AuthCardHeading, AuthLayout } from './auth-layout.tsx';
import { AuthLink } from './auth-link.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * The free-delivery promise of the register page (marketing text: docs/product-rules.md#accounts),
 * in NRS.
 */
const FREE_DELIVERY_ABOVE_NRS = 30;

/**
 * /register. The new customer is signed in (for this browser session, like a login without
 * Remember me), welcomed, and sent home, or back to where they were going (the cart).
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const translate = useTranslateMessage();
  const redirect = useRedirectTarget();
  const signedIn = useSessionStore((state) => state.token !== null);
  const signIn = useSessionStore((state) => state.signIn);
  if (signedIn) return <Navigate to={redirect ?? '/'} replace />;

  const onRegistered = ({ token, customer }: CustomerAuthResponse) => {
    toast.success(translate(ACCOUNT_MESSAGES.registered));
    signIn({ token, customer }, false);
  };

  return (
    <AuthLayout
      wide
      perksOnPhone
      titleId="register-title"
      documentTitle={t('register.title')}
      kicker={{ icon: UserPlus, text: t('register.kicker') }}
      title={
        <Trans
          t={t}
          i18nKey="register.heading"
          components={[<span key="accent" className="text-flame-400" />]}
        />
      }
      description={t('register.description')}
      perks={[
        {
          icon: BadgePercent,
          title: t('register.perks.firstOrder.title'),
          text: t('register.perks.firstOrder.text'),
        },
        {
          icon: Truck,
          title: t('register.perks.delivery.title', { amount: FREE_DELIVERY_ABOVE_NRS }),
          text: t('register.perks.delivery.text'),
        },
        {
          icon: Bike,
          title: t('register.perks.tracking.title'),
          text: t('register.perks.tracking.text'),
        },
      ]}
    >
      <AuthCardHeading
        id="register-form-title"
        title={t('register.formTitle')}
        lead={t('register.formLead')}
      />
      <RegisterForm labelledBy="register-form-title" onRegistered={onRegistered} />
      <p className="mt-6 border-t border-charcoal-100 pt-6 text-center text-sm text-charcoal-600">
        <Trans
          t={t}
          i18nKey="register.haveAccount"
          components={[<AuthLink key="login" to={withRedirect('/login', redirect)} />]}
        />
      </p>
    </AuthLayout>
  );
}
