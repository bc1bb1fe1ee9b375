import { type AdminContact, CONTACTS_CSV } from '@shop/shared';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  AdminPageHeader,
  ConfirmDialog,
  downloadCsv,
  LoadError,
  SearchBox,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { contactsCsv } from '../contacts-csv.ts';
import { useDeleteContact, useOpenContact } from '../hooks/use-contact-changes.ts';
import { useContacts } from '../hooks/use-contacts.ts';
import { ContactDetailModal } from './contact-detail-modal.tsx';
import { ContactStats } from './contact-stats.tsx';
import { ContactsTable } from './contacts-table.tsx';

/** The back office's Contacts screen: search, figures, CSV export, the table, detail, delete. */
export function AdminContactsPage() {
  const { t } = useTranslation('admin-content');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const list = useContacts(query);
  const open = useOpenContact();
  const remove = useDeleteContact();
  const [shown, setShown] = useState<AdminContact | null>(null);
  const [confirming, setConfirming] = useState<AdminContact | null>(null);

  const contacts = list.data?.contacts ?? [];
  const view = (contact: AdminContact) => {
    setShown(contact);
    if (contact.read_at === null) open.mutate(contact);
  };
  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming, {
      onSuccess: () => setShown((current) => (current?.id === confirming.id ? null : current)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('contacts.heading')}
        description={t('contacts.intro')}
        actions={
          <Button
            variant="secondary"
            disabled={contacts.length === 0}
            onClick={() => downloadCsv(CONTACTS_CSV.fileName, contactsCsv(contacts))}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('kit.exportCsv')}
          </Button>
        }
      />
      {list.data ? (
        <ContactStats stats={list.data.stats} />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-[5.5rem] rounded-2xl" />
          ))}
        </div>
      )}
      <SearchBox
        hideLabel
        label={t('contacts.searchLabel')}
        placeholder={t('contacts.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      {list.isError && !list.data ? (
        <LoadError message={t('contacts.loadFailed')} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Skeleton className="h-72 rounded-2xl" />
      ) : contacts.length === 0 ? (
        <EmptyState icon={Inbox} title={t('contacts.emptyTitle')}>
          {query ? t('contacts.emptySearch', { search: query }) : t('contacts.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ContactsTable contacts={contacts} onView={view} onDelete={setConfirming} />
          {list.data && list.data.matches > contacts.length && (
            <p className="text-sm text-charcoal-600">
              {t('kit.capped', { shown: contacts.length, total: list.data.matches })}
            </p>
          )}
        </>
      )}
      <ContactDetailModal contact={shown} onClose={() => setShown(null)} onDelete={setConfirming} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('contacts.confirmTitle')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('contacts.confirmDelete')}</p>
      </ConfirmDialog>
    </div>
  );
}
