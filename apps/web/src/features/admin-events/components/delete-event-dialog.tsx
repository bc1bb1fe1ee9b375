import type { AdminEvent } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { deleteEvent } from '../api/delete-event.ts';
import { usePromotionRefresh } from '../hooks/use-promotion-refresh.ts';

/** Asks before deleting an event, then deletes it: 'Failed to delete event' if that fails. */
export function DeleteEventDialog({
  event,
  onClose,
}: {
  event: AdminEvent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const refresh = usePromotionRefresh();
  const remove = useMutation({
    mutationFn: (id: number) => deleteEvent(id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refresh();
    },
    onError: (error) => {
      const reason = error instanceof ApiError && error.code ? error.message : undefined;
      toast.error(t('events.delete.failed'), { description: reason });
    },
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={event !== null}
      title={t('events.delete.title')}
      confirmLabel={t('events.delete.confirm')}
      busy={remove.isPending}
      onConfirm={() => event && remove.mutate(event.id)}
      onCancel={onClose}
    >
      {event && (
        <>
          <p>{t('events.delete.question', { title: event.title })}</p>
          {event.coupon_code && (
            <p className="text-charcoal-600">
              {t('events.delete.couponNote', { code: event.coupon_code })}
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
