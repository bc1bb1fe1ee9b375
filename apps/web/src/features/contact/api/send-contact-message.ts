import { CONTACT_MESSAGES, type ContactRequest } from '@shop/shared';
import { submitForm } from '@/lib/form.ts';

/** POST /api/contact; resolves to the server's thank-you message. */
export function sendContactMessage(message: ContactRequest): Promise<string> {
  return submitForm('/contact', message, {
    failed: CONTACT_MESSAGES.failed,
    network: CONTACT_MESSAGES.network,
  });
}
