import type { Order } from '@shop/shared';
import { orderNumber } from '@shop/shared';
import { LoaderCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useTranslation } from '@/i18n/index.ts';
import { useCancelOrder } from '../hooks/use-cancel-order.ts';

/** Cancel Order, for a pending order only, after the customer confirms it in a dialog. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order.id);
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={cancel.isPending}
        className="w-full border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
      >
        <XCircle className="size-4" aria-hidden="true" />
        {t('cancel.action')}
      </Button>
      <p className="mt-2 text-xs text-charcoal-500">{t('cancel.hint')}</p>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('cancel.title')}>
        <p className="mt-3 text-charcoal-600">
          {t('cancel.message', { number: orderNumber(order.id) })}
        </p>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('cancel.keep')}
          </Button>
          <Button
            variant="dark"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {cancel.isPending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <XCircle className="size-4" aria-hidden="true" />
            )}
            {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
