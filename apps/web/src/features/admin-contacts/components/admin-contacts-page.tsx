import { type AdminContact, contactResponseSchema } from '@shop/shared';
import { Inbox, Mail } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import {
  adminApi,
  DeleteButton,
  DetailItem,
  DetailList,
  dateWithTime,
  SectionPage,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { contactsSection, useContactColumns } from '../contacts-section.tsx';

/** The back office's Contacts screen: search, figures, CSV export, the table, detail, delete. */
export function AdminContactsPage() {
  const { t } = useTranslation('admin-content');
  // Opening a message marks it read on the server (docs/product-rules.md#unread-counts).
  const markRead = useSectionMutation(
    contactsSection,
    (contact: AdminContact) => adminApi.get(`/contact/${contact.id}`, contactResponseSchema),
    { success: null },
  );
  return (
    <SectionPage
      list={useSectionList(contactsSection)}
      icon={Inbox}
      columns={useContactColumns()}
      rowProps={(contact) =>
        contact.read_at === null
          ? { 'data-unread': true, className: 'bg-flame-50/60 hover:bg-flame-50' }
          : {}
      }
      onView={(contact) => contact.read_at === null && markRead.mutate(contact)}
      view={(contact, { close, remove }) => (
        <Modal open onClose={close} title={t('contacts.detail.title')} className="max-w-2xl">
          <ContactDetail contact={contact} onDelete={remove} />
        </Modal>
      )}
    />
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
        <DeleteButton label={t('contacts.detail.delete')} onClick={() => onDelete(contact)} />
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
