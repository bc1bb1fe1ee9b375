import {
  type AdminOrderDetail,
  type AdminOrderStatusUpdate,
  FINAL_ORDER_STATUSES,
  MAX_ORDER_NOTES,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  orderResponseSchema,
  orderStatusWords,
} from '@shop/shared';
import { Check, Lock } from 'lucide-react';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/form-field.tsx';
import {
  adminApi,
  ConfirmDialog,
  errorWords,
  useSectionMutation,
  useSectionRefresh,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { ordersSection, STATUS_TONES, useKeptMessage } from '../orders-section.tsx';

/** The statuses that end an order for good: customer told, stock back or spending added. */
type FinalStatus = Extract<OrderStatus, 'delivered' | 'cancelled'>;
const isFinal = (status: OrderStatus): status is FinalStatus =>
  FINAL_ORDER_STATUSES.includes(status);

/**
 * Moves the order to a status, sending the status the admin saw (expectedStatus): when another
 * admin changed the order meanwhile the server refuses, the refusal says so in a toast and the
 * order is read again as it is now (decision 036). A change is kept with the notifications.
 */
function useStatusChange(order: AdminOrderDetail) {
  const { t } = useTranslation('admin-orders');
  const kept = useKeptMessage();
  const refresh = useSectionRefresh(ordersSection);
  return useSectionMutation(
    ordersSection,
    async (change: Omit<AdminOrderStatusUpdate, 'expectedStatus'>) =>
      (
        await adminApi
          .patch(
            `/admin/orders/${encodeURIComponent(order.id)}/status`,
            { ...change, expectedStatus: order.status },
            orderResponseSchema,
          )
          .catch((error: unknown) => {
            void refresh();
            throw error;
          })
      ).order,
    {
      success: (changed) =>
        kept(
          'success',
          t('notifications.statusUpdated', {
            number: orderNumber(changed.id),
            status: orderStatusWords(changed.status),
          }),
          changed.id,
        ),
      failure: (error) => errorWords(error, t('update.failed')),
    },
  );
}

/**
 * A button for every status (docs/product-rules.md#order-statuses) and notes for the timeline,
 * while the order is neither delivered nor cancelled; for a closed order only a line saying so.
 * Delivered and Cancelled cannot be undone, so they are asked about first, as deletes are.
 */
export function OrderStatusControl({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<FinalStatus | null>(null);
  const update = useStatusChange(order);
  const { status } = order;

  if (isFinal(status)) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-charcoal-50 p-3 text-sm text-charcoal-700">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        {t('details.closed', { status: t(`status.${status}`) })}
      </p>
    );
  }

  const apply = (next: OrderStatus) =>
    update.mutate({ status: next, notes: notes.trim() || null }, { onSuccess: () => setNotes('') });
  const confirmingWords = { status: confirming ? t(`status.${confirming}`) : '' };

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('details.update')}</legend>
        {ORDER_STATUSES.map((option) => {
          const current = option === status;
          return (
            <button
              key={option}
              type="button"
              onClick={() => (isFinal(option) ? setConfirming(option) : apply(option))}
              disabled={update.isPending || current}
              aria-pressed={current}
              aria-label={
                current ? undefined : t('details.setTo', { status: t(`status.${option}`) })
              }
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-not-allowed',
                current
                  ? cn(STATUS_TONES[option].pill, 'ring-2')
                  : 'bg-white text-charcoal-800 ring-charcoal-200 hover:bg-cream-100 hover:ring-charcoal-300 disabled:opacity-55',
              )}
            >
              {current ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <span
                  className={cn('size-2 rounded-full', STATUS_TONES[option].dot)}
                  aria-hidden="true"
                />
              )}
              {t(`status.${option}`)}
            </button>
          );
        })}
      </fieldset>
      <TextAreaField
        label={t('details.notes')}
        optional
        hint={t('details.updateHint')}
        placeholder={t('details.notesPlaceholder')}
        value={notes}
        onValueChange={setNotes}
        maxLength={MAX_ORDER_NOTES}
        rows={2}
      />
      <ConfirmDialog
        open={confirming !== null}
        purpose="change"
        title={t('final.title', confirmingWords)}
        confirmLabel={t('final.confirm', confirmingWords)}
        busy={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) apply(confirming);
          setConfirming(null);
        }}
      >
        <p>{confirming ? t(`final.${confirming}`) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
