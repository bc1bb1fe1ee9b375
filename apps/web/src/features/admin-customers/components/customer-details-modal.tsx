import { type AdminCustomer, type AdminCustomerDetail, ORDER_STATUSES } from '@shop/shared';
import { ArrowRight, UserCheck, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { useCustomer } from '../hooks/use-customer.ts';
import { CustomerActivityList } from './customer-activity-list.tsx';
import { CustomerTierBadge } from './customer-tier-badge.tsx';
import { DetailItem, DetailSection } from './detail-list.tsx';

interface CustomerDetailsModalProps {
  /** The row that was opened: shown at once while the details load. */
  customer: AdminCustomer;
  onClose: () => void;
  onToggleStatus: (customer: AdminCustomer) => void;
}

function Analytics({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('admin-customers');
  const { money, number, date } = useFormat();
  const when = (iso: string | null) =>
    iso ? date(new Date(iso), { dateStyle: 'medium' }) : t('details.never');
  return (
    <DetailSection title={t('details.analytics')}>
      <DetailItem label={t('details.totalSpent')}>{money(detail.totalSpent)}</DetailItem>
      <DetailItem label={t('details.totalOrders')}>{number(detail.totalOrders)}</DetailItem>
      <DetailItem label={t('details.deliveredAmount')}>
        {money(detail.orders.deliveredAmount)}
      </DetailItem>
      <DetailItem label={t('details.averageOrder')}>
        {money(detail.orders.averageOrderValue)}
      </DetailItem>
      <DetailItem label={t('details.firstOrder')}>{when(detail.orders.firstOrderAt)}</DetailItem>
      <DetailItem label={t('details.lastOrder')}>{when(detail.orders.lastOrderAt)}</DetailItem>
      <DetailItem label={t('details.visits')}>{number(detail.visit_count)}</DetailItem>
      <DetailItem label={t('details.lastVisit')}>{when(detail.lastVisitAt)}</DetailItem>
      <div className="sm:col-span-2">
        <dt className="text-xs font-semibold text-charcoal-500">{t('details.ordersByStatus')}</dt>
        <dd className="mt-1.5 flex flex-wrap gap-1.5">
          {ORDER_STATUSES.map((status) => (
            <span
              key={status}
              className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-charcoal-700 ring-1 ring-charcoal-200"
            >
              {t(`orderStatus.${status}`)}: {number(detail.orders.byStatus[status])}
            </span>
          ))}
        </dd>
      </div>
    </DetailSection>
  );
}

/**
 * docs/product-rules.md#customers: personal information, address information, order and spending
 * analytics; activity.
 */
export function CustomerDetailsModal({
  customer,
  onClose,
  onToggleStatus,
}: CustomerDetailsModalProps) {
  const { t } = useTranslation('admin-customers');
  const { date } = useFormat();
  const details = useCustomer(customer._id);
  const shown = details.data ?? customer;
  const notGiven = <span className="text-charcoal-500">{t('details.notGiven')}</span>;
  const name = shown.name || t('table.unnamed');

  return (
    <Modal open onClose={onClose} title={t('details.title')} className="sm:max-w-3xl">
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-lg font-bold text-charcoal-900">{name}</p>
        <CustomerTierBadge tier={shown.tier} />
      </div>
      <div className="mt-5 space-y-4">
        <DetailSection title={t('details.personal')}>
          <DetailItem label={t('details.name')}>{name}</DetailItem>
          <DetailItem label={t('details.email')}>{shown.email ?? notGiven}</DetailItem>
          <DetailItem label={t('details.phone')}>{shown.phone ?? notGiven}</DetailItem>
          <DetailItem label={t('details.dateOfBirth')}>
            {shown.dateOfBirth
              ? date(new Date(`${shown.dateOfBirth}T00:00:00`), { dateStyle: 'long' })
              : notGiven}
          </DetailItem>
          <DetailItem label={t('details.joined')}>
            {date(new Date(shown.createdAt), { dateStyle: 'long' })}
          </DetailItem>
          {details.data && (
            <DetailItem label={t('details.account')}>
              {details.data.hasAccount ? t('details.onlineAccount') : t('details.counterGuest')}
            </DetailItem>
          )}
        </DetailSection>
        <DetailSection title={t('details.address')}>
          <DetailItem label={t('details.street')}>{shown.address ?? notGiven}</DetailItem>
          <DetailItem label={t('details.city')}>{shown.city ?? notGiven}</DetailItem>
          <DetailItem label={t('details.state')}>{shown.state ?? notGiven}</DetailItem>
          <DetailItem label={t('details.zipCode')}>{shown.zipCode ?? notGiven}</DetailItem>
          <DetailItem label={t('details.country')}>{shown.country ?? notGiven}</DetailItem>
        </DetailSection>
        {details.data ? (
          <Analytics detail={details.data} />
        ) : details.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('details.loadFailed')}
          </p>
        ) : (
          <Skeleton className="h-48 w-full rounded-2xl" />
        )}
        <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
          <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">
            {t('details.activity')}
          </h3>
          <CustomerActivityList customerId={customer._id} />
        </section>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Link
          to={`/admin/orders?customerId=${encodeURIComponent(customer._id)}`}
          className={buttonClasses('ghost', 'md')}
        >
          {t('details.viewOrders')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Button
          variant={shown.isActive ? 'secondary' : 'primary'}
          onClick={() => onToggleStatus(shown)}
        >
          {shown.isActive ? (
            <UserX className="size-4" aria-hidden="true" />
          ) : (
            <UserCheck className="size-4" aria-hidden="true" />
          )}
          {shown.isActive ? t('actions.deactivateShort') : t('actions.activateShort')}
        </Button>
      </div>
    </Modal>
  );
}
