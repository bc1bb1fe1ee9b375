import type { OrderingStatus } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { dayFrom, useRestaurantWhen } from '@/lib/restaurant-when.ts';
import { statusLineOf } from '../status-line.ts';

/** A fulfilment's status as the status line words it, in the restaurant's time. */
export function useStatusWords(): (status: OrderingStatus, now: string) => string {
  const { t } = useTranslation('layout');
  const { time, when } = useRestaurantWhen();
  return (status, now) => {
    const line = statusLineOf(status, now);
    switch (line.kind) {
      case 'open':
        if (!line.closesAt) return t('status.open');
        return dayFrom(line.closesAt, now) === 'today'
          ? t('status.openCloses', { time: time(line.closesAt) })
          : t('status.openClosesOn', { when: when(line.closesAt, now) });
      case 'closed':
        return line.opensAt
          ? t('status.closedOpens', { when: when(line.opensAt, now) })
          : t('status.closed');
      case 'pausedFor':
        return t('status.pausedFor', { count: line.minutes, reason: line.reason });
      case 'pausedUntil':
        return t('status.pausedUntil', { when: when(line.resumesAt, now), reason: line.reason });
      case 'pausedUntilResumed':
        return t('status.pausedUntilResumed', { reason: line.reason });
    }
  };
}
