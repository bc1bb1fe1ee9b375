import { i18n, translateMessage } from '@/i18n/index.ts';
import { validation } from '@/i18n/locales/en/validation.ts';

/** A catalog template ('Accepted: ready in {{minutes}} minutes') as a pattern that reads its value back. */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/{{\s*\w+\s*}}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('(.+)')}$`);
}

const ACCEPTED = templatePattern(validation.orders.accepted);
const REJECTED = templatePattern(validation.orders.rejected);

/**
 * A timeline entry's notes in the current language. The server writes the kitchen's answer in
 * English ('Accepted: ready in 25 minutes', 'Rejected: We are closing soon'); the restaurant's
 * own notes are shown as written.
 */
export function translateOrderNote(notes: string): string {
  const accepted = ACCEPTED.exec(notes);
  if (accepted) return i18n.t('validation:orders.accepted', { minutes: Number(accepted[1]) });
  const rejected = REJECTED.exec(notes);
  if (rejected) {
    return i18n.t('validation:orders.rejected', { reason: translateMessage(rejected[1] ?? '') });
  }
  return translateMessage(notes);
}
