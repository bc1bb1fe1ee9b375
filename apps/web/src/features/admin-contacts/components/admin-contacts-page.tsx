import {
  type AdminContact,
  CONTACTS_CSV,
  contactResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import { CalendarDays, Clock, Inbox, Mail, MailWarning, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import {
  adminApi,
  DeleteDialog,
  DetailItem,
  DetailList,
  dateWithTime,
  ExportCsvButton,
  errorWords,
  SectionListPage,
  searchFilter,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { contactsCsv, contactsSection, useContactColumns } from '../contacts-section.tsx';

/** The back office's Contacts screen: search, figures, CSV export, the table, detail, delete. */
export function AdminContactsPage() {
  const { t } = useTranslation('admin-content');
  const list = useSectionList(contactsSection);
  const [shown, setShown] = useState<AdminContact | null>(null);
  const [confirming, setConfirming] = useState<AdminContact | null>(null);
  // Opening a message marks it read on the server (docs/product-rules.md#unread-counts).
  const open = useSectionMutation(
    contactsSection,
    (contact: AdminContact) => adminApi.get(`/contact/${contact.id}`, contactResponseSchema),
    { success: null },
  );
  const view = (contact: AdminContact) => {
    setShown(contact);
    if (contact.read_at === null) open.mutate(contact);
  };
  const columns = useContactColumns(view, setConfirming);
  const data = list.query.data?.data;
  const stats = data?.stats;
  const search = String(list.address.values.search ?? '');

  return (
    <SectionListPage
      list={list}
      title={t('contacts.heading')}
      description={t('contacts.intro')}
      actions={
        <ExportCsvButton
          fileName={CONTACTS_CSV.fileName}
          csv={() => contactsCsv(list.rows)}
          disabled={list.rows.length === 0}
        />
      }
      tiles={{
        label: t('contacts.stats.label'),
        columns: 4,
        items: [
          { icon: Inbox, tone: 'sky', label: t('contacts.stats.total'), value: stats?.total },
          {
            icon: MailWarning,
            tone: 'flame',
            label: t('contacts.stats.unread'),
            value: stats?.unread,
          },
          {
            icon: CalendarDays,
            tone: 'emerald',
            label: t('contacts.stats.thisWeek'),
            value: stats?.thisWeek,
          },
          { icon: Clock, tone: 'amber', label: t('contacts.stats.today'), value: stats?.today },
        ],
      }}
      filters={[searchFilter(t('contacts.searchLabel'), t('contacts.searchPlaceholder'), true)]}
      table={{
        caption: t('contacts.table.label'),
        columns,
        rowProps: (contact) =>
          contact.read_at === null
            ? { 'data-unread': true, className: 'bg-flame-50/60 hover:bg-flame-50' }
            : {},
      }}
      empty={{
        icon: Inbox,
        title: t('contacts.emptyTitle'),
        text: search ? t('contacts.emptySearch', { search }) : t('contacts.emptyText'),
      }}
      error={{ message: t('contacts.loadFailed'), retry: t('kit.retry') }}
      footer={
        data && data.matches > list.rows.length ? (
          <p className="text-sm text-charcoal-600">
            {t('kit.capped', { shown: list.rows.length, total: data.matches })}
          </p>
        ) : null
      }
    >
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title={t('contacts.detail.title')}
        className="max-w-2xl"
      >
        {shown && <ContactDetail contact={shown} onDelete={setConfirming} />}
      </Modal>
      <DeleteDialog
        section={contactsSection}
        row={confirming}
        remove={(contact) =>
          adminApi.delete(`/contact/${contact.id}`, successResponseSchema, {
            fallbackMessage: t('contacts.deleteFailed'),
          })
        }
        title={t('contacts.confirmTitle')}
        failureToast={(error) => t('contacts.deleteError', { message: errorWords(error) })}
        onClose={() => setConfirming(null)}
        onDeleted={(contact) => setShown((now) => (now?.id === contact.id ? null : now))}
      >
        <p>{t('contacts.confirmDelete')}</p>
      </DeleteDialog>
    </SectionListPage>
  );
}

/** One message in full: name, email, subject, message, and the date with its time. */
function ContactDetail({
  contact,
  onDelete,
}: {
  contact: AdminContact;
  onDelete: (contact: AdminContact) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <DetailList>
        <DetailItem label={t('contacts.detail.name')}>{contact.name}</DetailItem>
        <DetailItem label={t('contacts.detail.email')}>
          <a
            className="text-flame-700 underline underline-offset-2"
            href={`mailto:${contact.email}`}
          >
            {contact.email}
          </a>
        </DetailItem>
        <DetailItem label={t('contacts.detail.subject')} wide>
          {contact.subject}
        </DetailItem>
        <DetailItem label={t('contacts.detail.message')} wide>
          <p className="rounded-2xl bg-cream-50 p-4 whitespace-pre-wrap ring-1 ring-charcoal-900/5">
            {contact.message}
          </p>
        </DetailItem>
        <DetailItem label={t('contacts.detail.date')}>
          {dateWithTime(contact.created_at)}
        </DetailItem>
      </DetailList>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          className="border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
          onClick={() => onDelete(contact)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('contacts.detail.delete')}
        </Button>
        <a
          className={buttonClasses('primary')}
          href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          {t('contacts.detail.reply')}
        </a>
      </div>
    </>
  );
}
