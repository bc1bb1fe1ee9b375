import {
  type AdminContact,
  CONTACTS_CSV,
  contactListQuerySchema,
  contactListResponseSchema,
  csvDocument,
} from '@shop/shared';
import { Eye, Trash2 } from 'lucide-react';
import {
  csvDateTime,
  defineSection,
  RowAction,
  type SectionColumn,
  shortDate,
  truncate,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { cn } from '@/lib/cn.ts';

/** GET /api/contact: the newest messages matching the search, with the figures of all. */
export const contactsSection = defineSection({
  name: 'contacts',
  path: '/contact',
  query: contactListQuerySchema,
  response: contactListResponseSchema,
  rows: (response) => response.data.contacts,
  rowId: (contact) => contact.id,
  loadFailed: adminContent.contacts.loadFailed,
});

/**
 * docs/product-rules.md#contacts-and-feedback: the subject is cut at 50 characters in the table.
 */
const SUBJECT_LENGTH = 50;

/** The messages' columns; an unread one stands out until an admin opens it. */
export function useContactColumns(
  onView: (contact: AdminContact) => void,
  onDelete: (contact: AdminContact) => void,
): SectionColumn<AdminContact>[] {
  const { t } = useTranslation('admin-content');
  const unread = (contact: AdminContact) => contact.read_at === null;
  return [
    {
      id: 'name',
      header: t('contacts.table.name'),
      cell: (contact) => (
        <span className="flex items-center gap-2 font-medium text-charcoal-900">
          {unread(contact) && (
            <span className="size-2 shrink-0 rounded-full bg-flame-600" aria-hidden="true" />
          )}
          <span className={cn('whitespace-nowrap', unread(contact) && 'font-bold')}>
            {contact.name}
          </span>
          {unread(contact) && (
            <span className="rounded-full bg-flame-600 px-2 py-0.5 text-[11px] font-bold text-white">
              {t('contacts.table.unread')}
            </span>
          )}
        </span>
      ),
    },
    { id: 'email', header: t('contacts.table.email'), cell: (contact) => contact.email },
    {
      id: 'subject',
      header: t('contacts.table.subject'),
      cell: (contact) => (
        <span className={cn(unread(contact) && 'font-semibold text-charcoal-900')}>
          {truncate(contact.subject, SUBJECT_LENGTH)}
        </span>
      ),
    },
    {
      id: 'date',
      header: t('contacts.table.date'),
      className: 'whitespace-nowrap',
      cell: (contact) => shortDate(contact.created_at),
    },
    {
      id: 'actions',
      header: t('contacts.table.actions'),
      className: 'space-x-1 text-right whitespace-nowrap',
      cell: (contact) => (
        <>
          <RowAction
            label={t('contacts.table.view', { name: contact.name })}
            icon={Eye}
            onClick={() => onView(contact)}
          />
          <RowAction
            label={t('contacts.table.delete', { name: contact.name })}
            icon={Trash2}
            tone="danger"
            onClick={() => onDelete(contact)}
          />
        </>
      ),
    },
  ];
}

/**
 * contacts.csv (docs/product-rules.md#csv-exports): Name, Email, Subject, Message, Date of the
 * given rows, in order.
 */
export function contactsCsv(contacts: readonly AdminContact[]): string {
  return csvDocument(
    CONTACTS_CSV.header,
    contacts.map((c) => [c.name, c.email, c.subject, c.message, csvDateTime(c.created_at)]),
  );
}
