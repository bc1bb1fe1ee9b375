import { ArrowLeft, ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { LanguageSwitch } from '@/components/ui/language-switch.tsx';
import { StaffSignIn, StaffSignInCard } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/**
 * Without a staff session the display says what it is and asks staff to sign in, with the one
 * staff sign-in form (features/admin-session) the kiosk and the back office use.
 */
export function KitchenGate() {
  const { t } = useTranslation('kitchen');
  return (
    <div className="flex min-h-dvh flex-col bg-charcoal-950">
      <header className="flex items-center gap-3 border-b border-white/10 bg-charcoal-900 px-5 py-3">
        <Link to="/" aria-label={t('header.home')} className="shrink-0 rounded-xl">
          <BurgerMark className="size-11" />
        </Link>
        <h1 className="font-display-tight text-2xl text-white">{t('header.label')}</h1>
        <div className="ml-auto rounded-full bg-white">
          <LanguageSwitch className="flex" />
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-5xl flex-1 items-center gap-6 px-5 py-8 lg:grid-cols-2 lg:gap-10">
        <section aria-labelledby="kitchen-gate-title" className="text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-bold tracking-[0.16em] text-flame-200 uppercase ring-1 ring-white/15">
            <ChefHat className="size-4" aria-hidden="true" />
            {t('gate.kicker')}
          </p>
          <h2 id="kitchen-gate-title" className="mt-4 font-display-tight text-4xl sm:text-5xl">
            {t('gate.heading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-charcoal-200">{t('gate.description')}</p>
          <Link
            to="/"
            className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-white/10 px-5 font-semibold text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-400"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('gate.backToShop')}
          </Link>
        </section>
        <StaffSignInCard labelledBy="kitchen-sign-in-title">
          <h2
            id="kitchen-sign-in-title"
            className="mt-4 font-display-tight text-3xl text-charcoal-900"
          >
            {t('gate.formTitle')}
          </h2>
          <p className="mt-1 text-charcoal-600">{t('gate.formLead')}</p>
          <StaffSignIn labelledBy="kitchen-sign-in-title" large className="mt-6" />
        </StaffSignInCard>
      </div>
    </div>
  );
}
