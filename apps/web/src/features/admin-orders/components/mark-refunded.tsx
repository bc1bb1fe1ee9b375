import { type AdminOrderDetail, adminOrderResponseSchema } from '@shop/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  adminApi,
  ConfirmDialog,
  errorWords,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { ordersSection, useKeptMessage } from '../orders-section.tsx';

/**
 * The owner records that a cancelled order's payment went back to the customer (POST
 * …/refund), asked first, as it cannot be undone. A refusal (the refund was recorded
 * meanwhile) is told in the server's words and the order is read again.
 */
export function MarkRefunded({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const { money } = useFormat();
  const [asking, setAsking] = useState(false);
  const kept = useKeptMessage();
  const refund = useSectionMutation(
    ordersSection,
    () =>
      adminApi.post(
        `/admin/orders/${encodeURIComponent(order.id)}/refund`,
        undefined,
        adminOrderResponseSchema,
      ),
    {
      readAgainOnFailure: true,
      success: ({ order: { id } }) => kept('success', t('refund.done'), id),
      failure: (error) => errorWords(error, t('refund.failed')),
    },
  );
  const close = () => setAsking(false);
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-red-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-red-800">{t('refund.lead')}</p>
      <Button variant="secondary" className="shrink-0" onClick={() => setAsking(true)}>
        <Undo2 className="size-4" aria-hidden="true" />
        {t('refund.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        purpose="change"
        title={t('refund.title')}
        confirmLabel={t('refund.confirm')}
        busy={refund.isPending}
        onCancel={close}
        onConfirm={() => refund.mutate(undefined, { onSettled: close })}
      >
        <p>
          {t('refund.question', {
            amount: money(order.total_amount),
            wallet: t(`payment.methods.${order.payment.method}`),
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
