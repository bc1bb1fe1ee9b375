import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

export const PROFILE_TABS = ['info', 'orders'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

interface ProfileTabsProps {
  current: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
}

/** Profile Info and Order History: a tab list that the arrow keys, Home and End move along. */
export function ProfileTabs({ current, onSelect }: ProfileTabsProps) {
  const { t } = useTranslation('profile');
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.indexOf(current);
    const last = PROFILE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PROFILE_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % PROFILE_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = PROFILE_TABS[next] ?? current;
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-full bg-charcoal-900/5 p-1 sm:w-auto"
    >
      {PROFILE_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              'h-10 flex-1 rounded-full px-5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 sm:flex-none',
              selected
                ? 'bg-white text-charcoal-900 shadow-sm'
                : 'text-charcoal-600 hover:text-charcoal-900',
            )}
          >
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
