import type { AdminContact } from '@shop/shared';
import { Mail, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { DetailItem, DetailList, dateWithTime } from '@/features/admin-common/index.ts';
import { useTranslation } from '@/i18n/index.ts';

/** One message in full: name, email, subject, message, and the date with its time. */
export function ContactDetailModal({
  contact,
  onClose,
  onDelete,
}: {
  contact: AdminContact | null;
  onClose: () => void;
  onDelete: (contact: AdminContact) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <Modal
      open={contact !== null}
      onClose={onClose}
      title={t('contacts.detail.title')}
      className="max-w-2xl"
    >
      {contact && (
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
      )}
    </Modal>
  );
}
