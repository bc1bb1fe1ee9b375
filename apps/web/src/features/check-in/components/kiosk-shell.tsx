import type { AdminSummary } from '@shop/shared';
import { LogOut, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LanguageSwitch } from '@/components/ui/language-switch.tsx';
import { adminSignOut } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** The signed-in staff member and the way out, above the kiosk's steps. */
function StaffBar({ admin }: { admin: AdminSummary }) {
  const { t } = useTranslation('admin-session');
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await adminSignOut();
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-charcoal-900 px-4 py-2.5 text-white sm:px-5">
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <ShieldCheck className="size-5 shrink-0 text-emerald-400" aria-hidden="true" />
        <span className="min-w-0 break-words">{t('signedInAs', { name: admin.name })}</span>
      </p>
      <Button
        variant="dark"
        size="md"
        onClick={signOut}
        disabled={leaving}
        className="h-11 shrink-0 bg-white/10 hover:bg-white/20"
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('signOut')}
      </Button>
    </div>
  );
}

/**
 * The kiosk's own frame, in place of the shop's header and footer: the shop's mark (a way
 * home), the kiosk's title, the language switch, and the staff bar while signed in.
 */
export function KioskShell({
  admin,
  children,
}: {
  admin: AdminSummary | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('check-in');
  return (
    <div className="relative isolate min-h-dvh bg-cream-100">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_70%_100%_at_50%_0%,var(--color-flame-100)_0%,transparent_70%)]"
      />
      <header className="border-b border-charcoal-900/5 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center gap-2.5 px-4 py-3 sm:gap-3 sm:px-6">
          <Link to="/" aria-label={t('kiosk.home')} className="shrink-0 rounded-xl">
            <BurgerMark className="size-9 sm:size-11" />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="hidden truncate text-[0.7rem] font-semibold tracking-[0.18em] text-flame-700 uppercase sm:block">
              {t('kiosk.label')}
            </p>
            <h1 className="truncate font-display-tight text-base text-charcoal-900 min-[400px]:text-lg sm:text-2xl">
              {t('kiosk.title')}
            </h1>
          </div>
          <LanguageSwitch className="flex" />
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-5 px-4 py-5 sm:gap-6 sm:px-6 sm:py-8">
        {admin && <StaffBar admin={admin} />}
        {children}
      </div>
    </div>
  );
}
