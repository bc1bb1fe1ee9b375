import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { StaffSignIn, StaffSignInCard } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * Without a staff session the kiosk explains itself and asks staff to sign in
 * (docs/product-rules.md#who-may-do-what).
 */
export function StaffGate() {
  const { t } = useTranslation('check-in');
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-8">
      <section
        aria-labelledby="gate-title"
        className="relative isolate overflow-hidden rounded-[2rem] bg-charcoal-950 px-5 py-6 text-white shadow-card sm:px-8 sm:py-10"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_90%_80%_at_100%_0%,var(--color-flame-700)_0%,transparent_60%)]"
        />
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
          <LockKeyhole className="size-3.5" aria-hidden="true" />
          {t('staffGate.kicker')}
        </p>
        <h2
          id="gate-title"
          className="mt-3 font-display-tight text-3xl text-white sm:mt-4 sm:text-5xl"
        >
          {t('staffGate.heading')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-charcoal-200 sm:mt-4 sm:text-lg">
          {t('staffGate.description')}
        </p>
        <div className="mt-5 rounded-2xl bg-white/[0.06] p-3.5 ring-1 ring-white/10 sm:mt-6 sm:p-4">
          <p className="text-sm text-charcoal-100">{t('staffGate.customerNote')}</p>
          <Link
            to="/"
            className="mt-3 inline-flex h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('staffGate.backToShop')}
          </Link>
        </div>
      </section>
      <StaffSignInCard labelledBy="staff-sign-in-title">
        <h2 id="staff-sign-in-title" className="mt-4 font-display-tight text-3xl text-charcoal-900">
          {t('staffGate.formTitle')}
        </h2>
        <p className="mt-1 text-charcoal-600">{t('staffGate.formLead')}</p>
        <StaffSignIn labelledBy="staff-sign-in-title" large className="mt-6" />
      </StaffSignInCard>
    </div>
  );
}
