import { type AdminCoupon, COUPON_STATUS_FILTERS, type CouponStatusFilter } from '@shop/shared';
import { BadgeCheck, BadgeX, Gauge, Repeat, Ticket, TicketX } from 'lucide-react';
import { useState } from 'react';
import {
  AdminPageHeader,
  AdminPager,
  AdminStatGrid,
  AdminStatTile,
  CardGrid,
  CardGridSkeleton,
  ListBody,
  ListToolbar,
  useListFilters,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useCoupons } from '../hooks/use-coupons.ts';
import { CouponCard } from './coupon-card.tsx';
import { CouponFormModal } from './coupon-form-modal.tsx';
import { DeleteCouponDialog } from './delete-coupon-dialog.tsx';

/** The form is open to create (null) or to edit a coupon; undefined when closed. */
type Editing = AdminCoupon | null | undefined;

/**
 * /admin/coupons (docs/product-rules.md#events-and-coupons): stat cards, search, status filter, the
 * card grid with derived status and conditions, 10 a page, the create/edit form and delete.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin-promotions');
  const { filters, settledSearch, change } = useListFilters(COUPON_STATUS_FILTERS, 'all');
  const list = useCoupons({ search: settledSearch, status: filters.status, page: filters.page });
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const data = list.data;
  const stats = data?.stats;
  const filtered = settledSearch !== '' || filters.status !== 'all';

  const statusLabels: Record<CouponStatusFilter, string> = {
    all: t('coupons.filters.all'),
    active: t('status.active'),
    inactive: t('status.inactive'),
    exhausted: t('status.exhausted'),
  };

  const body = (
    <ListBody
      query={list}
      skeleton={<CardGridSkeleton withImage={false} />}
      error={{ title: t('coupons.fetchFailed'), message: list.error?.message ?? '' }}
      isEmpty={(page) => page.data.length === 0}
      empty={{
        icon: TicketX,
        title: t('coupons.emptyTitle'),
        text: filtered ? t('coupons.emptyFiltered') : t('coupons.emptyNone'),
      }}
    >
      {(page) => (
        <>
          <CardGrid label={t('coupons.listLabel')}>
            {page.data.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                onEdit={() => setEditing(coupon)}
                onDelete={() => setDeleting(coupon)}
              />
            ))}
          </CardGrid>
          <AdminPager
            label={t('coupons.pager')}
            page={page.pagination.page}
            pages={page.pagination.pages}
            onPage={(next) => change({ page: next })}
          />
        </>
      )}
    </ListBody>
  );

  return (
    <div className="space-y-6">
      <title>{t('coupons.documentTitle')}</title>
      <AdminPageHeader
        title={t('coupons.heading')}
        description={t('coupons.description')}
        add={{ label: t('coupons.create'), onClick: () => setEditing(null) }}
      />
      <AdminStatGrid label={t('coupons.stats.label')} columns={5}>
        <AdminStatTile
          icon={Ticket}
          tone="flame"
          label={t('coupons.stats.total')}
          value={stats?.total ?? null}
        />
        <AdminStatTile
          icon={BadgeCheck}
          tone="emerald"
          label={t('coupons.stats.active')}
          value={stats?.active ?? null}
        />
        <AdminStatTile
          icon={Gauge}
          tone="amber"
          label={t('coupons.stats.exhausted')}
          value={stats?.exhausted ?? null}
        />
        <AdminStatTile
          icon={BadgeX}
          tone="charcoal"
          label={t('coupons.stats.inactive')}
          value={stats?.inactive ?? null}
        />
        <AdminStatTile
          icon={Repeat}
          tone="sky"
          label={t('coupons.stats.redemptions')}
          value={stats?.redemptions ?? null}
        />
      </AdminStatGrid>
      <ListToolbar
        label={t('coupons.filters.label')}
        search={filters.search}
        searchPlaceholder={t('coupons.filters.searchPlaceholder')}
        onSearch={(search) => change({ search })}
        status={filters.status}
        statuses={COUPON_STATUS_FILTERS}
        statusLabels={statusLabels}
        onStatus={(status) => change({ status })}
        matches={data ? t('coupons.filters.matches', { count: data.pagination.total }) : null}
      />
      {body}
      {editing !== undefined && (
        <CouponFormModal
          key={editing?.id ?? 'new'}
          coupon={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
