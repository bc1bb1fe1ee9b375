import {
  type AdminCustomer,
  customerActivityResponseSchema as activityResponse,
  type CustomerActivityEntry,
  adminCustomerResponseSchema as customerResponse,
  ADMIN_CUSTOMER_MESSAGES as M,
  ORDER_STATUSES,
  orderNumber,
} from '@shop/shared';
import { ArrowRight, ReceiptText, Store, UserCheck, UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import {
  calendarDate,
  DetailLoading,
  DetailPart,
  DetailView,
  dateWithTime,
  Pill,
  type SectionViewProps,
  shortDate,
  useSectionDetail,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { CustomerTierBadge, customersSection } from '../customers-section.tsx';
import { placeName } from '../place-name.ts';
import { useCustomerStatus } from './customer-status.tsx';

/** The address's facts: their words and the customer's fields. */
const ADDRESS = ['street', 'city', 'state', 'zipCode', 'country'] as const;
const fieldOf = (fact: (typeof ADDRESS)[number]) => (fact === 'street' ? 'address' : fact);

const ACTIVITY_ICONS = {
  joined: [UserPlus, 'bg-sky-50 text-sky-700'],
  order: [ReceiptText, 'bg-flame-50 text-flame-700'],
  visit: [Store, 'bg-amber-50 text-amber-700'],
  activated: [UserCheck, 'bg-emerald-50 text-emerald-700'],
  deactivated: [UserX, 'bg-charcoal-100 text-charcoal-700'],
} as const;

/** What the customer did lately, newest first: orders, counter visits, status changes. */
function ActivityList({ id }: { id: string }) {
  const { t } = useTranslation('admin-customers');
  const { money } = useFormat();
  const path = `/admin/customers/${encodeURIComponent(id)}/activity`;
  const read = useSectionDetail(customersSection, path, activityResponse, M.fetchActivityFailed);
  const text = ({ kind, amount, orderId, itemCount, orderStatus }: CustomerActivityEntry) => {
    if (kind === 'visit' && amount !== null)
      return t('activity.visitSpent', { amount: money(amount) });
    if (kind !== 'order') return t(`activity.${kind}`);
    const items = t('activity.orderItems', { count: itemCount ?? 0 });
    const number = orderId ? orderNumber(orderId) : '';
    const status = orderStatus && `· ${t(`orderStatus.${orderStatus}`)}`;
    return (
      <>
        {t('activity.order', { number, items, amount: money(amount ?? 0) })}
        {status && <span className="ml-1.5 text-charcoal-500">{status}</span>}
      </>
    );
  };

  if (!read.data) {
    return (
      <DetailLoading failed={read.isError} message={t('activity.loadFailed')} className="h-20" />
    );
  }
  if (read.data.activity.length === 0) {
    return <p className="text-sm text-charcoal-600">{t('activity.empty')}</p>;
  }
  return (
    <ol className="space-y-2" data-testid="customer-activity">
      {read.data.activity.map((entry) => {
        const [Icon, tone] = ACTIVITY_ICONS[entry.kind];
        return (
          <li
            key={`${entry.kind}-${entry.at}-${entry.orderId ?? ''}`}
            className="flex items-start gap-3 rounded-xl bg-white p-2.5 text-sm ring-1 ring-charcoal-100"
          >
            <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-charcoal-900">{text(entry)}</p>
              <p className="text-xs text-charcoal-500">
                <time dateTime={entry.at}>{dateWithTime(entry.at)}</time>
                {entry.adminName && ` · ${t('activity.by', { name: entry.adminName })}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * docs/product-rules.md#customers: personal information, address information, order and spending
 * analytics; activity. The row that was opened shows at once while the details load.
 */
export function CustomerDetails({ record: customer, onClose }: SectionViewProps<AdminCustomer>) {
  const { t } = useTranslation('admin-customers');
  const status = useCustomerStatus();
  const { money, number } = useFormat();
  const path = `/admin/customers/${encodeURIComponent(customer._id)}`;
  const read = useSectionDetail(customersSection, path, customerResponse, M.fetchDetailsFailed);
  const detail = read.data?.customer;
  const shown = detail ?? customer;
  const name = shown.name || t('table.unnamed');
  const words = (key: string) => t(`details.${key}` as 'details.name');
  const part = (title: string, facts: Record<string, ReactNode>) => (
    <DetailPart title={words(title)} words={words} look="three" facts={facts} />
  );
  const given = (value: string | null) =>
    value || <span className="text-charcoal-500">{t('details.notGiven')}</span>;
  const day = (iso: string | null) => (iso ? shortDate(iso) : t('details.never'));
  const birthday = shown.dateOfBirth && calendarDate(shown.dateOfBirth);
  const account = detail?.hasAccount ? 'details.onlineAccount' : 'details.counterGuest';
  const StatusIcon = shown.isActive ? UserX : UserCheck;

  return (
    <>
      <DetailView
        title={t('details.title')}
        onClose={onClose}
        badges={
          <>
            <p className="text-lg font-bold text-charcoal-900">{name}</p>
            <CustomerTierBadge tier={shown.tier} />
          </>
        }
        actions={
          <>
            <Link
              to={`/admin/orders?customerId=${encodeURIComponent(customer._id)}`}
              className={cn(buttonClasses('ghost', 'md'), 'sm:mr-auto')}
            >
              {t('details.viewOrders')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Button
              variant={shown.isActive ? 'secondary' : 'primary'}
              onClick={() => status.toggle(shown)}
              disabled={status.pending}
            >
              <StatusIcon className="size-4" aria-hidden="true" />
              {t(shown.isActive ? 'actions.deactivateShort' : 'actions.activateShort')}
            </Button>
          </>
        }
      >
        {part('personal', {
          name,
          email: given(shown.email),
          phone: given(shown.phone),
          dateOfBirth: given(birthday),
          joined: shortDate(shown.createdAt),
          account: detail && t(account),
        })}
        {part(
          'address',
          Object.fromEntries(
            ADDRESS.map((key) => {
              const value = shown[fieldOf(key)];
              return [key, given(value && key === 'country' ? placeName(value) : value)];
            }),
          ),
        )}
        {detail ? (
          part('analytics', {
            totalSpent: money(detail.totalSpent),
            totalOrders: number(detail.totalOrders),
            deliveredAmount: money(detail.orders.deliveredAmount),
            averageOrder: money(detail.orders.averageOrderValue),
            firstOrder: day(detail.orders.firstOrderAt),
            lastOrder: day(detail.orders.lastOrderAt),
            visits: number(detail.visit_count),
            lastVisit: day(detail.lastVisitAt),
            ordersByStatus: (
              <span className="flex flex-wrap gap-1.5">
                {ORDER_STATUSES.map((status) => (
                  <Pill key={status} tone="charcoal">
                    {t(`orderStatus.${status}`)}: {number(detail.orders.byStatus[status])}
                  </Pill>
                ))}
              </span>
            ),
          })
        ) : (
          <DetailLoading failed={read.isError} message={t('details.loadFailed')} className="h-48" />
        )}
        <DetailPart title={words('activity')}>
          <ActivityList id={customer._id} />
        </DetailPart>
      </DetailView>
      {/* Beside the details, not in them: Escape in the question closes only the question. */}
      {status.dialog}
    </>
  );
}
