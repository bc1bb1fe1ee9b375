import {
  type AdminOrderDetail,
  ORDER_REJECTION_REASONS,
  orderNumber,
  orderResponseSchema,
} from '@shop/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { adminApi, errorWords, useSectionMutation } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ordersSection, useKeptMessage } from '../orders-section.tsx';
import { type Decision, DecisionDialog } from './decision-dialog.tsx';

/**
 * A new order's answer (PATCH …/accept or …/reject): Accept with a preparation time, or Reject
 * with a reason; the customer sees it live. A refusal (the order moved on meanwhile) reads the
 * order again and is said in the dialog.
 */
export function OrderDecision({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const [open, setOpen] = useState<Decision['kind'] | null>(null);
  const kept = useKeptMessage();
  const number = orderNumber(order.id);
  const decide = useSectionMutation(
    ordersSection,
    (decision: Decision) => {
      const path = `/admin/orders/${encodeURIComponent(order.id)}/${decision.kind}`;
      const body =
        decision.kind === 'accept' ? { minutes: decision.minutes } : { reason: decision.reason };
      return adminApi.patch(path, body, orderResponseSchema);
    },
    {
      readAgainOnFailure: true,
      success: (_answer, decision) =>
        kept(
          'success',
          decision.kind === 'accept'
            ? t('decision.accepted', { number, minutes: decision.minutes })
            : t('decision.rejected', { number, reason: ORDER_REJECTION_REASONS[decision.reason] }),
          order.id,
        ),
    },
  );
  const close = () => {
    decide.reset();
    setOpen(null);
  };
  return (
    <div
      data-testid="order-decision"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-charcoal-600">{t('decision.lead')}</p>
      <div className="flex shrink-0 gap-2">
        <Button onClick={() => setOpen('accept')}>
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('decision.accept')}
        </Button>
        <Button
          variant="secondary"
          className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
          onClick={() => setOpen('reject')}
        >
          <CircleX className="size-4" aria-hidden="true" />
          {t('decision.reject')}
        </Button>
      </div>
      {open && (
        <DecisionDialog
          kind={open}
          number={number}
          busy={decide.isPending}
          error={decide.error ? errorWords(decide.error, t('decision.failed')) : null}
          onCancel={close}
          onDecide={(decision) => decide.mutate(decision, { onSuccess: close })}
        />
      )}
    </div>
  );
}
