import {
  type AdminContact,
  CONTACTS_CSV,
  contactListQuerySchema,
  contactListResponseSchema,
  csvDocument,
} from '@shop/shared';
import { CalendarDays, Clock, Inbox, MailWarning } from 'lucide-react';
import {
  csvDateTime,
  defineSection,
  EmailText,
  receivedCell,
  type SectionColumn,
  truncate,
} from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { cn } from '@/lib/cn.ts';

/** GET /api/contact: the newest messages matching the search, with the figures of all. */
export const contactsSection = defineSection({
  words: ['admin-content', 'contacts'],
  rows: (response) => response.data.contacts,
  total: (response) => response.data.matches,
  stats: (response) => response.data.stats,
  nameOf: (contact) => contact.name,
  tiles: [
    ['total', Inbox, 'sky'],
    ['unread', MailWarning, 'flame'],
    ['thisWeek', CalendarDays, 'emerald'],
    ['today', Clock, 'amber'],
  ],
  filters: [{ kind: 'search', key: 'search', hideLabel: true }],
  csv: { fileName: CONTACTS_CSV.fileName, document: contactsCsv },
  deletePath: (contact) => `/contact/${contact.id}`,
  loadFailed: adminContent.contacts.loadFailed,
  from: ['/contact', contactListQuerySchema, contactListResponseSchema],
});

/**
 * docs/product-rules.md#contacts-and-feedback: the subject is cut at 50 characters in the table.
 */
const SUBJECT_LENGTH = 50;

/** The messages' columns; an unread one stands out until an admin opens it. */
export function useContactColumns(): SectionColumn<AdminContact>[] {
  const { t } = useTranslation('admin-content');
  const unread = (contact: AdminContact) => contact.read_at === null;
  return [
    {
      id: 'name',
      card: 'title',
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
    { id: 'email', cell: (contact) => <EmailText email={contact.email} /> },
    {
      id: 'subject',
      cell: (contact) => (
        <span className={cn(unread(contact) && 'font-semibold text-charcoal-900')}>
          {truncate(contact.subject, SUBJECT_LENGTH)}
        </span>
      ),
    },
    { id: 'date', cell: (c) => receivedCell(c.created_at) },
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
