import { TicketX } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { couponsSection } from '../coupons-section.tsx';
import { CouponCard } from './coupon-card.tsx';
import { CouponFormDialog } from './coupon-form.tsx';

/** /admin/coupons (docs/product-rules.md#events-and-coupons): the coupons as tickets, 10 a page. */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin-promotions');
  return (
    <SectionPage
      list={useSectionList(couponsSection)}
      icon={TicketX}
      card={(coupon, actions) => <CouponCard coupon={coupon} actions={actions} />}
      skeleton="cards"
      form={(coupon, close) => <CouponFormDialog coupon={coupon} onClose={close} />}
      deleteNote={(coupon) =>
        coupon.used_count > 0 && <p className="text-charcoal-600">{t('coupons.delete.usedNote')}</p>
      }
    />
  );
}
