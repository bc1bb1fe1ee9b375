import type { AdminSummary } from '@shop/shared';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BurgerMark } from '@/components/ui/burger-mark.tsx';
import { LanguageSwitch } from '@/components/ui/language-switch.tsx';
import { adminSignOut } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';
import type { KitchenConnection } from '../hooks/use-kitchen-tickets.ts';
import { ConnectionState } from './connection-state.tsx';
import { SoundControl } from './sound-control.tsx';

/** The display's bar: the shop's mark, the time, the feed's state, sound, language, sign-out. */
export function KitchenHeader({
  admin,
  connection,
  now,
}: {
  admin: AdminSummary;
  connection: KitchenConnection;
  now: number;
}) {
  const { t } = useTranslation(['kitchen', 'admin-session']);
  const { time } = useRestaurantWhen();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await adminSignOut();
  };
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-white/10 bg-charcoal-900 px-4 py-2.5 lg:gap-4 lg:px-5">
      <Link to="/" aria-label={t('header.home')} className="shrink-0 rounded-xl">
        <BurgerMark className="size-11" />
      </Link>
      <div className="min-w-0 max-sm:sr-only">
        <p className="truncate text-xs font-bold tracking-[0.18em] text-flame-300 uppercase">
          {t('header.label')}
        </p>
        <h1 className="truncate font-display-tight text-2xl text-white">{t('header.title')}</h1>
      </div>
      <p className="ml-1 shrink-0 font-mono text-3xl font-bold text-white tabular-nums">
        <span className="sr-only">{t('header.clock')} </span>
        <time dateTime={new Date(now).toISOString()}>{time(new Date(now))}</time>
      </p>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2 lg:gap-3">
        <ConnectionState connection={connection} />
        <SoundControl />
        <div className="rounded-full bg-white">
          <LanguageSwitch className="flex" />
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={leaving}
          title={t('admin-session:signedInAs', { name: admin.name })}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-white/10 px-4 text-base font-semibold text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mustard-400 disabled:opacity-60"
        >
          <LogOut className="size-5" aria-hidden="true" />
          <span className="sr-only xl:not-sr-only">{t('admin-session:signOut')}</span>
        </button>
      </div>
    </header>
  );
}
