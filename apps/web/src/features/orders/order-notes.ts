import { PAYMENT_MESSAGES } from '@shop/shared';
import { i18n, translateError, translateMessage } from '@/i18n/index.ts';
import { payments } from '@/i18n/locales/en/payments.ts';
import { validation } from '@/i18n/locales/en/validation.ts';
import { errorMessage } from '@/lib/api-client.ts';

/** A catalog template ('Accepted: ready in {{minutes}} minutes') as a pattern that reads its value back. */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/{{\s*\w+\s*}}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('(.+)')}$`);
}

const ACCEPTED = templatePattern(validation.orders.accepted);
const REJECTED = templatePattern(validation.orders.rejected);
const AWAITING_PAYMENT = templatePattern(payments.notes.awaitingPayment);
const PAID = templatePattern(payments.notes.paid);
const WALLET_PROBLEMS = [
  { pattern: templatePattern(payments.problems.walletUnreachable), key: 'walletUnreachable' },
  { pattern: templatePattern(payments.problems.walletRefused), key: 'walletRefused' },
  { pattern: templatePattern(payments.problems.walletNotOffered), key: 'walletNotOffered' },
] as const;

/** What a timeline note says of the payment, for the live notices: paid, or not paid in time. */
export function paymentNoteKind(notes: string | null | undefined): 'paid' | 'notPaidInTime' | null {
  if (!notes) return null;
  if (notes === PAYMENT_MESSAGES.notPaidInTime) return 'notPaidInTime';
  return PAID.test(notes) ? 'paid' : null;
}

/**
 * The server's sentences about paying (PAYMENT_MESSAGES: timeline notes, why a wallet could not
 * start) in the current language; null for any other text. The wallets' names stay as sent.
 */
export function translatePaymentSentence(text: string): string | null {
  if (text === PAYMENT_MESSAGES.switchedToCash) return i18n.t('payments:notes.switchedToCash');
  if (text === PAYMENT_MESSAGES.notPaidInTime) return i18n.t('payments:notes.notPaidInTime');
  if (text === PAYMENT_MESSAGES.notAwaitingPayment) {
    return i18n.t('payments:problems.notAwaitingPayment');
  }
  const awaiting = AWAITING_PAYMENT.exec(text);
  if (awaiting) return i18n.t('payments:notes.awaitingPayment', { wallet: awaiting[1] ?? '' });
  const paid = PAID.exec(text);
  if (paid) {
    return i18n.t('payments:notes.paid', { wallet: paid[1] ?? '', reference: paid[2] ?? '' });
  }
  for (const { pattern, key } of WALLET_PROBLEMS) {
    const match = pattern.exec(text);
    if (match) return i18n.t(`payments:problems.${key}`, { wallet: match[1] ?? '' });
  }
  return null;
}

/** What a failed order call threw, in the current language (translateError, and the payment's words). */
export function translateOrderError(error: unknown): string {
  return translatePaymentSentence(errorMessage(error)) ?? translateError(error);
}

/**
 * Why the restaurant refused the order, in the current language, when a timeline note is the
 * server's 'Rejected: We are closing soon'; null for any other note.
 */
export function rejectionReasonOf(notes: string | null | undefined): string | null {
  const rejected = notes ? REJECTED.exec(notes) : null;
  return rejected ? translateMessage(rejected[1] ?? '') : null;
}

/**
 * A timeline entry's notes in the current language. The server writes the kitchen's answer in
 * English ('Accepted: ready in 25 minutes', 'Rejected: We are closing soon') and the payment's
 * steps ('Paid with eSewa (000AWEO)'); the restaurant's own notes are shown as written.
 */
export function translateOrderNote(notes: string): string {
  const payment = translatePaymentSentence(notes);
  if (payment !== null) return payment;
  const accepted = ACCEPTED.exec(notes);
  if (accepted) return i18n.t('validation:orders.accepted', { minutes: Number(accepted[1]) });
  const reason = rejectionReasonOf(notes);
  if (reason !== null) return i18n.t('validation:orders.rejected', { reason });
  return translateMessage(notes);
}
