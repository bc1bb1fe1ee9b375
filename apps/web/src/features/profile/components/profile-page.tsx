import type { CustomerProfile } from '@shop/shared';
import { UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHero } from '@/components/ui/page-hero.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCustomerSession } from '@/features/account/index.ts';
import { OrderHistory } from '@/features/orders/index.ts';
import { Trans, useTranslation } from '@/i18n/index.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useProfile } from '../hooks/use-profile.ts';
import { ProfileInfo } from './profile-info.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { PROFILE_TABS, type ProfileTab, ProfileTabs, panelId, tabId } from './profile-tabs.tsx';

function tabFrom(search: URLSearchParams): ProfileTab {
  const tab = search.get('tab');
  return PROFILE_TABS.find((candidate) => candidate === tab) ?? 'info';
}

/** The greeting, the customer's name and email, and their figures (null: not to be shown). */
function ProfileHero({
  person,
  profile,
}: {
  person: { firstName: string; lastName: string; email: string } | null | undefined;
  profile: CustomerProfile | null | undefined;
}) {
  const { t } = useTranslation('profile');
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return (
    <>
      <title>{t('documentTitle')}</title>
      <PageHero
        id="profile-title"
        size="md"
        kicker={{ icon: UserRound, text: t('kicker') }}
        title={
          <Trans
            t={t}
            i18nKey="greeting"
            values={{ name: person?.firstName ?? '' }}
            components={[
              person ? (
                <span key="name" className="text-flame-400" />
              ) : (
                // The server never knows who is signed in: a placeholder holds the name's place.
                <span
                  key="name"
                  aria-hidden="true"
                  className="inline-block h-[0.8em] w-[4.5em] rounded-lg bg-white/15 align-baseline motion-safe:animate-pulse"
                />
              ),
            ]}
          />
        }
        description={
          <>
            <span className="block font-semibold text-white">{name}</span>
            <span className="block">{person?.email}</span>
          </>
        }
        aside={profile === null ? undefined : <ProfileStats profile={profile} />}
      />
    </>
  );
}

/** /profile as the server sends it: the greeting and tabs, without what only the browser knows. */
export function ProfilePageShell() {
  return (
    <>
      <ProfileHero person={null} profile={undefined} />
      <div className="mx-auto min-h-dvh max-w-5xl px-6 py-6 sm:py-8 lg:px-8 lg:py-10">
        <div aria-hidden="true" className="space-y-4">
          <Skeleton className="h-12 w-72 rounded-full" />
          <Skeleton className="h-64 w-full rounded-3xl" />
        </div>
      </div>
    </>
  );
}

/**
 * /profile: the customer's name, email and figures, then Profile Info and Order History. The
 * open tab is in the address (`?tab=orders`), so "View Order History" can open it directly.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { customer } = useCustomerSession();
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const tab = tabFrom(search);
  const person = profile.data ?? customer;

  const select = (next: ProfileTab) => {
    // Another tab starts clean: the history's filters belong to the history.
    setSearch(next === 'info' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <ProfileHero person={person} profile={profile.isError ? null : profile.data} />
      {/* 24 px at the sides even on a phone: the feedback tab floats over the right edge's 24 px. */}
      <div className="mx-auto max-w-5xl px-6 py-6 sm:py-8 lg:px-8 lg:py-10">
        {profile.isError && (
          <ErrorState
            headingLevel="h2"
            title={t('loadFailed')}
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
            className="mb-8"
          />
        )}
        <ProfileTabs current={tab} onSelect={select} />
        <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="mt-6">
          {tab === 'info' ? <ProfileInfo details={person} /> : <OrderHistory />}
        </div>
      </div>
    </>
  );
}

/** The page and the shell the server renders in its place (app/router.tsx). */
export const profileSessionPage = { Component: ProfilePage, Shell: ProfilePageShell };
