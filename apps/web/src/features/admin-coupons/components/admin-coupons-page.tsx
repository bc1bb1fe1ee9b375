import { TicketX } from 'lucide-react';
import { SectionPage, useSectionList } from '@/features/admin-common/index.ts';
import { couponsSection } from '../coupons-section.tsx';
import { CouponCard } from './coupon-card.tsx';
import { CouponFormDialog } from './coupon-form.tsx';

/** /admin/coupons (docs/product-rules.md#events-and-coupons): the coupons as tickets, 10 a page. */
export function AdminCouponsPage() {
  return (
    <SectionPage
      list={useSectionList(couponsSection)}
      icon={TicketX}
      card={CouponCard}
      skeleton="cards"
      form={CouponFormDialog}
    />
  );
}
