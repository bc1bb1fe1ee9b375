import {
  type AdminCustomer,
  adminCustomerResponseSchema,
  type CustomerActivityEntry,
  customerActivityResponseSchema,
  ADMIN_CUSTOMER_MESSAGES as M,
  ORDER_STATUSES,
  orderNumber,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ReceiptText, Store, UserCheck, UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { adminApi, DetailItem, sectionKey } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { CustomerTierBadge, customersSection } from '../customers-section.tsx';

/** The customer's details or activity; a change to the section reads them again. */
function useCustomerRead<T>(
  id: string,
  part: '' | '/activity',
  schema: Parameters<typeof adminApi.get<T>>[1],
  fallbackMessage: string,
) {
  const path = `/admin/customers/${encodeURIComponent(id)}${part}`;
  return useQuery({
    queryKey: [...sectionKey(customersSection), 'detail', id, part],
    queryFn: ({ signal }) => adminApi.get(path, schema, undefined, { signal, fallbackMessage }),
    staleTime: 5_000,
  });
}

/** A titled group ('details.…'): its facts (label words and values) or its content. */
function Group(props: { title: string; facts?: [string, ReactNode][]; children?: ReactNode }) {
  const { t } = useTranslation('admin-customers');
  const words = (key: string) => t(`details.${key}` as 'details.name');
  return (
    <section className="rounded-2xl border border-charcoal-100 bg-cream-50/60 p-4">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-charcoal-900">
        {words(props.title)}
      </h3>
      {props.facts && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3">
          {props.facts.map(([key, value]) => (
            <DetailItem key={key} label={words(key)}>
              {value}
            </DetailItem>
          ))}
        </dl>
      )}
      {props.children}
    </section>
  );
}

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
  const { money, date } = useFormat();
  const read = useCustomerRead(
    id,
    '/activity',
    customerActivityResponseSchema,
    M.fetchActivityFailed,
  );
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

  if (read.isPending) return <Skeleton className="h-20 w-full" />;
  if (read.isError) return <p className="text-sm text-red-700">{t('activity.loadFailed')}</p>;
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
                <time dateTime={entry.at}>
                  {date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
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
export function CustomerDetails(props: {
  customer: AdminCustomer;
  onClose: () => void;
  onToggleStatus: (customer: AdminCustomer) => void;
}) {
  const { customer, onClose, onToggleStatus } = props;
  const { t } = useTranslation('admin-customers');
  const { money, number, date } = useFormat();
  const read = useCustomerRead(customer._id, '', adminCustomerResponseSchema, M.fetchDetailsFailed);
  const detail = read.data?.customer;
  const shown = detail ?? customer;
  const name = shown.name || t('table.unnamed');
  const given = (value: string | null) =>
    value || <span className="text-charcoal-500">{t('details.notGiven')}</span>;
  const day = (iso: string | null, dateStyle: 'medium' | 'long' = 'medium') =>
    iso ? date(new Date(iso), { dateStyle }) : t('details.never');
  const birthday = shown.dateOfBirth && day(`${shown.dateOfBirth}T00:00:00`, 'long');
  const account = detail?.hasAccount ? 'details.onlineAccount' : 'details.counterGuest';
  const byStatus = ORDER_STATUSES.map((status) => (
    <span
      key={status}
      className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-charcoal-700 ring-1 ring-charcoal-200"
    >
      {t(`orderStatus.${status}`)}: {number(detail?.orders.byStatus[status] ?? 0)}
    </span>
  ));
  const StatusIcon = shown.isActive ? UserX : UserCheck;

  return (
    <Modal open onClose={onClose} title={t('details.title')} className="sm:max-w-3xl">
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-lg font-bold text-charcoal-900">{name}</p>
        <CustomerTierBadge tier={shown.tier} />
      </div>
      <div className="mt-5 space-y-4">
        <Group
          title="personal"
          facts={[
            ['name', name],
            ['email', given(shown.email)],
            ['phone', given(shown.phone)],
            ['dateOfBirth', given(birthday)],
            ['joined', day(shown.createdAt, 'long')],
            ...(detail ? [['account', t(account)] as [string, string]] : []),
          ]}
        />
        <Group title="address" facts={ADDRESS.map((fact) => [fact, given(shown[fieldOf(fact)])])} />
        {detail ? (
          <Group
            title="analytics"
            facts={[
              ['totalSpent', money(detail.totalSpent)],
              ['totalOrders', number(detail.totalOrders)],
              ['deliveredAmount', money(detail.orders.deliveredAmount)],
              ['averageOrder', money(detail.orders.averageOrderValue)],
              ['firstOrder', day(detail.orders.firstOrderAt)],
              ['lastOrder', day(detail.orders.lastOrderAt)],
              ['visits', number(detail.visit_count)],
              ['lastVisit', day(detail.lastVisitAt)],
              [
                'ordersByStatus',
                <span key="byStatus" className="flex flex-wrap gap-1.5">
                  {byStatus}
                </span>,
              ],
            ]}
          />
        ) : read.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('details.loadFailed')}
          </p>
        ) : (
          <Skeleton className="h-48 w-full rounded-2xl" />
        )}
        <Group title="activity">
          <ActivityList id={customer._id} />
        </Group>
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
          <StatusIcon className="size-4" aria-hidden="true" />
          {t(shown.isActive ? 'actions.deactivateShort' : 'actions.activateShort')}
        </Button>
      </div>
    </Modal>
  );
}
