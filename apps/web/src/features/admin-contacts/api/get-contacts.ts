import { type ContactListResponse, contactListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** GET /api/contact: the newest messages matching the search, with the figures of all. */
export function getContacts(search: string, signal?: AbortSignal): Promise<ContactListResponse> {
  return adminApi.get(
    '/contact',
    contactListResponseSchema,
    { search },
    { signal, fallbackMessage: adminContent.contacts.loadFailed },
  );
}
