import { type AdminEvent, EVENT_STATUS_FILTERS, type EventStatusFilter } from '@shop/shared';
import { CalendarCheck, CalendarDays, CalendarSearch } from 'lucide-react';
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
import { useEvents } from '../hooks/use-events.ts';
import { DeleteEventDialog } from './delete-event-dialog.tsx';
import { EventCard } from './event-card.tsx';
import { EventFormModal } from './event-form-modal.tsx';

/** The form is open to create (null) or to edit an event; undefined when closed. */
type Editing = AdminEvent | null | undefined;

/**
 * /admin/events (docs/product-rules.md#events-and-coupons): stats, search, cards with the derived
 * status, the create/edit form and delete with confirmation.
 */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-promotions');
  const { filters, settledSearch, change } = useListFilters(EVENT_STATUS_FILTERS, 'all');
  const list = useEvents({ search: settledSearch, status: filters.status, page: filters.page });
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const data = list.data;
  const filtered = settledSearch !== '' || filters.status !== 'all';

  const statusLabels: Record<EventStatusFilter, string> = {
    all: t('events.filters.all'),
    active: t('status.active'),
    upcoming: t('status.upcoming'),
    expired: t('status.expired'),
    inactive: t('status.inactive'),
  };

  const body = (
    <ListBody
      query={list}
      skeleton={<CardGridSkeleton withImage />}
      error={{ title: t('events.loadFailed'), message: list.error?.message ?? '' }}
      isEmpty={(page) => page.data.length === 0}
      empty={{
        icon: CalendarSearch,
        title: t('events.emptyTitle'),
        text: filtered ? t('events.emptyFiltered') : t('events.emptyNone'),
      }}
    >
      {(page) => (
        <>
          <CardGrid label={t('events.listLabel')}>
            {page.data.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                onEdit={() => setEditing(event)}
                onDelete={() => setDeleting(event)}
              />
            ))}
          </CardGrid>
          <AdminPager
            label={t('events.pager')}
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
      <title>{t('events.documentTitle')}</title>
      <AdminPageHeader
        title={t('events.heading')}
        description={t('events.description')}
        add={{ label: t('events.create'), onClick: () => setEditing(null) }}
      />
      <AdminStatGrid label={t('events.stats.label')} columns={2}>
        <AdminStatTile
          icon={CalendarDays}
          tone="flame"
          label={t('events.stats.total')}
          value={data?.stats.total ?? null}
        />
        <AdminStatTile
          icon={CalendarCheck}
          tone="emerald"
          label={t('events.stats.active')}
          value={data?.stats.active ?? null}
        />
      </AdminStatGrid>
      <ListToolbar
        label={t('events.filters.label')}
        search={filters.search}
        searchPlaceholder={t('events.filters.searchPlaceholder')}
        onSearch={(search) => change({ search })}
        status={filters.status}
        statuses={EVENT_STATUS_FILTERS}
        statusLabels={statusLabels}
        onStatus={(status) => change({ status })}
        matches={data ? t('events.filters.matches', { count: data.pagination.total }) : null}
      />
      {body}
      {editing !== undefined && (
        <EventFormModal
          key={editing?.id ?? 'new'}
          event={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
