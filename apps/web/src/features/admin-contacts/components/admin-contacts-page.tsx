import { type AdminContact, contactResponseSchema } from '@shop/shared';
import { Inbox, Mail } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import {
  adminApi,
  DeleteButton,
  DetailFacts,
  DetailView,
  dateWithTime,
  EmailLink,
  MessageBox,
  SectionPage,
  type SectionViewProps,
  useSectionList,
  useSectionMutation,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { contactsSection, useContactColumns } from '../contacts-section.tsx';

/** The back office's Contacts screen: search, figures, CSV export, the table, detail, delete. */
export function AdminContactsPage() {
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
      cardsBelow="md"
      rowProps={(contact) =>
        contact.read_at === null
          ? { 'data-unread': true, className: 'bg-flame-50/60 hover:bg-flame-50' }
          : {}
      }
      onView={(contact) => contact.read_at === null && markRead.mutate(contact)}
      view={ContactDetail}
    />
  );
}

/** One message in full: name, email, subject, message, the date with its time; reply or delete. */
function ContactDetail({ record: contact, onClose, onDelete }: SectionViewProps<AdminContact>) {
  const { t } = useTranslation('admin-content');
  const words = (key: string) => t(`contacts.detail.${key}` as 'contacts.detail.title');
  const reply = `mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`;
  return (
    <DetailView
      title={words('title')}
      onClose={onClose}
      className="sm:max-w-2xl"
      actions={
        <>
          <DeleteButton label={words('delete')} onClick={() => onDelete(contact)} />
          <a className={buttonClasses('primary')} href={reply}>
            <Mail className="size-4" aria-hidden="true" />
            {words('reply')}
          </a>
        </>
      }
    >
      <DetailFacts
        words={words}
        wide={['subject', 'message']}
        facts={{
          name: contact.name,
          email: <EmailLink email={contact.email} />,
          subject: contact.subject,
          message: <MessageBox text={contact.message} />,
          date: dateWithTime(contact.created_at),
        }}
      />
    </DetailView>
  );
}
