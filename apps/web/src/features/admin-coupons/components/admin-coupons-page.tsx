import { type AdminCoupon, COUPON_STATUS_FILTERS, successResponseSchema } from '@shop/shared';
import { BadgeCheck, BadgeX, Gauge, Repeat, Ticket, TicketX } from 'lucide-react';
import {
  adminApi,
  DeleteDialog,
  errorWords,
  failedBecause,
  MatchCount,
  SectionListPage,
  type StatTileDefinition,
  useSearchAndStatus,
  useSectionDialog,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CouponCard, couponsSection } from '../coupons-section.tsx';
import { CouponFormDialog } from './coupon-form.tsx';

/** The figures' tiles: which of the answer's stats, with what icon and tint. */
const TILES = [
  ['total', Ticket, 'flame'],
  ['active', BadgeCheck, 'emerald'],
  ['exhausted', Gauge, 'amber'],
  ['inactive', BadgeX, 'charcoal'],
  ['redemptions', Repeat, 'sky'],
] as const;

/**
 * /admin/coupons (docs/product-rules.md#events-and-coupons): the figures, search and status in
 * the address, the coupons as cards with their derived status and conditions, 10 a page, the
 * form, and delete after asking (refused, with the reason, for a coupon that orders used).
 */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin-promotions');
  const list = useSectionList(couponsSection);
  const { search, status } = list.address.values;
  const dialogs = useSectionDialog<AdminCoupon>();
  const doomed = dialogs.rowOf('delete');
  const stats = list.query.data?.stats;
  const tiles = TILES.map(
    ([key, icon, tone]): StatTileDefinition => ({
      icon,
      tone,
      label: t(`coupons.stats.${key}`),
      value: stats?.[key] ?? null,
    }),
  );
  const count = list.pagination?.total;

  return (
    <SectionListPage
      list={list}
      title={t('coupons.heading')}
      description={t('coupons.description')}
      add={{ label: t('coupons.create'), onClick: dialogs.add }}
      tiles={{ label: t('coupons.stats.label'), columns: 5, items: tiles }}
      filters={useSearchAndStatus(
        t('coupons.filters.searchPlaceholder'),
        COUPON_STATUS_FILTERS,
        t('coupons.filters.all'),
      )}
      toolbarExtra={
        <MatchCount>{count !== undefined && t('coupons.filters.matches', { count })}</MatchCount>
      }
      skeleton="cards"
      cardsLabel={t('coupons.listLabel')}
      card={(coupon) => <CouponCard key={coupon.id} coupon={coupon} open={dialogs.open} />}
      pagerLabel={t('coupons.pager')}
      error={{ title: t('coupons.fetchFailed'), message: errorWords(list.query.error) }}
      empty={{
        icon: TicketX,
        title: t('coupons.emptyTitle'),
        text: search || status !== 'all' ? t('coupons.emptyFiltered') : t('coupons.emptyNone'),
      }}
    >
      <title>{t('coupons.documentTitle')}</title>
      {dialogs.dialog?.kind === 'add' && <CouponFormDialog coupon={null} onClose={dialogs.close} />}
      {dialogs.rowOf('edit') && (
        <CouponFormDialog coupon={dialogs.rowOf('edit')} onClose={dialogs.close} />
      )}
      <DeleteDialog
        row={doomed}
        section={couponsSection}
        remove={(coupon) => adminApi.delete(`/admin/coupons/${coupon.id}`, successResponseSchema)}
        failureToast={(error) => failedBecause(t('coupons.delete.failed'), error)}
        title={t('coupons.delete.title')}
        confirmLabel={t('coupons.delete.confirm')}
        onClose={dialogs.close}
      >
        <p>{t('coupons.delete.question', { code: doomed?.code ?? '' })}</p>
        {doomed && doomed.used_count > 0 && (
          <p className="text-charcoal-600">{t('coupons.delete.usedNote')}</p>
        )}
      </DeleteDialog>
    </SectionListPage>
  );
}
