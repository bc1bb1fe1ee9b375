import { FULFILMENTS, type OrderingStatus, pauseResponseSchema } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bike, CirclePause, CirclePlay, ShoppingBag, Store } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  adminApi,
  errorWords,
  Pill,
  sectionKey,
  type Tone,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { useRestaurantWhen } from '@/lib/restaurant-when.ts';
import { orderingKeys, useOrderingStatus } from '../ordering-api.ts';
import { OrderingCard } from './ordering-card.tsx';
import { PauseControls } from './pause-controls.tsx';

const MODE_TONES: Record<OrderingStatus['mode'], Tone> = {
  open: 'emerald',
  closed: 'charcoal',
  paused: 'amber',
};
const ICONS = { delivery: Bike, pickup: Store } as const;

/**
 * The top of the Ordering screen (docs/product-rules.md#busy-pause): whether delivery and
 * pickup take orders now, as the shop shows it, and the pause: its reason and Resume, or the
 * controls to pause.
 */
export function OrderingNow() {
  const { t } = useTranslation('admin-ordering');
  const status = useOrderingStatus();
  const queryClient = useQueryClient();
  const resume = useSectionMutation(
    orderingKeys,
    () => adminApi.delete('/admin/ordering/pause', pauseResponseSchema),
    {
      success: () => t('pause.resumed'),
      failure: (error) => errorWords(error, t('pause.resumeFailed')),
    },
  );
  const now = status.data;
  const paused = now && (now.delivery.mode === 'paused' || now.pickup.mode === 'paused');
  const reason = now?.delivery.reason ?? now?.pickup.reason;
  return (
    <OrderingCard icon={ShoppingBag} title={t('now.title')} testId="ordering-now">
      {status.isError && !now ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('now.loadFailed')}
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {FULFILMENTS.map((kind) => (
            <StatusTile key={kind} kind={kind} status={now?.[kind]} />
          ))}
        </div>
      )}
      {paused ? (
        <div
          data-testid="pause-banner"
          className="mt-5 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
            <CirclePause className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-bold">{t('pause.paused')}</span>
              {reason && t('now.pausedBecause', { reason })}
            </span>
          </p>
          <Button
            variant="dark"
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: (answer) =>
                  queryClient.setQueryData(
                    [...sectionKey(orderingKeys), 'status'],
                    (old: typeof now) => old && { ...old, ...answer },
                  ),
              })
            }
            disabled={resume.isPending}
            aria-busy={resume.isPending}
          >
            <CirclePlay className="size-4" aria-hidden="true" />
            {resume.isPending ? t('pause.resuming') : t('pause.resume')}
          </Button>
        </div>
      ) : (
        <PauseControls />
      )}
    </OrderingCard>
  );
}

/** One fulfilment now: open, closed or paused, and until when. */
function StatusTile({
  kind,
  status,
}: {
  kind: (typeof FULFILMENTS)[number];
  status: OrderingStatus | undefined;
}) {
  const { t } = useTranslation('admin-ordering');
  // 'Sunday 10:00' on the restaurant's clock, as the shop writes its times.
  const at = useRestaurantWhen().day;
  const Icon = ICONS[kind];
  const when = !status
    ? null
    : status.mode === 'open'
      ? status.closesAt && t('now.closesAt', { time: at(status.closesAt) })
      : status.mode === 'paused'
        ? status.resumesAt
          ? t('now.resumesAt', { time: at(status.resumesAt) })
          : t('now.untilResumed')
        : status.opensAt
          ? t('now.opensAt', { time: at(status.opensAt) })
          : t('now.noOpening');
  return (
    <section
      aria-label={t(`fulfilment.${kind}`)}
      data-testid={`ordering-status-${kind}`}
      data-mode={status?.mode}
      className={cn(
        'rounded-2xl p-4 ring-1',
        status?.mode === 'open'
          ? 'bg-emerald-50/60 ring-emerald-100'
          : 'bg-cream-50 ring-charcoal-100',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-bold text-charcoal-900">
          <Icon className="size-5 text-flame-600" aria-hidden="true" />
          {t(`fulfilment.${kind}`)}
        </h3>
        {status ? (
          <Pill tone={MODE_TONES[status.mode]} dot>
            {t(`now.mode.${status.mode}`)}
          </Pill>
        ) : (
          <span className="h-6 w-16 animate-pulse rounded-full bg-charcoal-100" />
        )}
      </div>
      <p className="mt-2 text-sm font-medium text-charcoal-800">{when ?? '\u00a0'}</p>
      <p className="mt-0.5 text-xs text-charcoal-600">
        {status ? t(status.laterOrders ? 'now.laterOn' : 'now.laterOff') : '\u00a0'}
      </p>
    </section>
  );
}
