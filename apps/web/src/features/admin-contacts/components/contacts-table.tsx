import type { AdminContact } from '@shop/shared';
import { Eye, Trash2 } from 'lucide-react';
import { RowAction, shortDate, tableClasses, truncate } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';

/**
 * docs/product-rules.md#contacts-and-feedback: the subject is cut at 50 characters in the table.
 */
const SUBJECT_LENGTH = 50;

/** The messages as a table; unread ones stand out until an admin opens them. */
export function ContactsTable({
  contacts,
  onView,
  onDelete,
}: {
  contacts: readonly AdminContact[];
  onView: (contact: AdminContact) => void;
  onDelete: (contact: AdminContact) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className={tableClasses.frame}>
      <table className={tableClasses.table}>
        <caption className="sr-only">{t('contacts.table.label')}</caption>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className={tableClasses.headCell}>
              {t('contacts.table.name')}
            </th>
            <th scope="col" className={tableClasses.headCell}>
              {t('contacts.table.email')}
            </th>
            <th scope="col" className={tableClasses.headCell}>
              {t('contacts.table.subject')}
            </th>
            <th scope="col" className={tableClasses.headCell}>
              {t('contacts.table.date')}
            </th>
            <th scope="col" className={cn(tableClasses.headCell, 'text-right')}>
              {t('contacts.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => {
            const unread = contact.read_at === null;
            return (
              <tr
                key={contact.id}
                data-unread={unread || undefined}
                className={cn(tableClasses.row, unread && 'bg-flame-50/60 hover:bg-flame-50')}
              >
                <td className={cn(tableClasses.cell, 'font-medium text-charcoal-900')}>
                  <span className="flex items-center gap-2">
                    {unread && (
                      <span
                        className="size-2 shrink-0 rounded-full bg-flame-600"
                        aria-hidden="true"
                      />
                    )}
                    <span className={cn('whitespace-nowrap', unread && 'font-bold')}>
                      {contact.name}
                    </span>
                    {unread && (
                      <span className="rounded-full bg-flame-600 px-2 py-0.5 text-[11px] font-bold text-white">
                        {t('contacts.table.unread')}
                      </span>
                    )}
                  </span>
                </td>
                <td className={tableClasses.cell}>{contact.email}</td>
                <td className={cn(tableClasses.cell, unread && 'font-semibold text-charcoal-900')}>
                  {truncate(contact.subject, SUBJECT_LENGTH)}
                </td>
                <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>
                  {shortDate(contact.created_at)}
                </td>
                <td className={cn(tableClasses.cell, 'space-x-1 text-right whitespace-nowrap')}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
