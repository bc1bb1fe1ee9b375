import type { AdminCoupon } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '@/features/admin-common/index.ts';
import { usePromotionRefresh } from '@/features/admin-events/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { deleteCoupon } from '../api/delete-coupon.ts';

/** Asks before deleting a coupon; a refusal (used, or an event's code) says why. */
export function DeleteCouponDialog({
  coupon,
  onClose,
}: {
  coupon: AdminCoupon | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const refresh = usePromotionRefresh();
  const remove = useMutation({
    mutationFn: (id: number) => deleteCoupon(id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refresh();
    },
    onError: (error) => {
      const reason = error instanceof ApiError && error.code ? error.message : undefined;
      toast.error(t('coupons.delete.failed'), { description: reason });
    },
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={coupon !== null}
      title={t('coupons.delete.title')}
      confirmLabel={t('coupons.delete.confirm')}
      busy={remove.isPending}
      onConfirm={() => coupon && remove.mutate(coupon.id)}
      onCancel={onClose}
    >
      {coupon && (
        <>
          <p>{t('coupons.delete.question', { code: coupon.code })}</p>
          {coupon.used_count > 0 && (
            <p className="text-charcoal-600">{t('coupons.delete.usedNote')}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
