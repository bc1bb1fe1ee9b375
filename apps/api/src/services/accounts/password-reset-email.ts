import { ACCOUNT_MESSAGES, RESET_LINK_TTL_MINUTES } from '@shop/shared';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The mail with the reset link; the same for every account, so it names no one. */
export function passwordResetEmail(link: string) {
  const hours = RESET_LINK_TTL_MINUTES / 60;
  const expiry = `${hours} hour${hours === 1 ? '' : 's'}`;
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Burger House account. To choose a new',
    `password, open this link within ${expiry}:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, you can ignore this email: your password',
    'stays as it is.',
    '',
    'Burger House',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<p>Hello,</p>',
    '<p>Someone asked to reset the password of your Burger House account. To choose a new',
    `password, open this link within ${expiry}:</p>`,
    `<p><a href="${href}">${href}</a></p>`,
    '<p>The link works once. If you did not ask for it, you can ignore this email: your',
    'password stays as it is.</p>',
    '<p>Burger House</p>',
  ].join('\n');
  return { subject: ACCOUNT_MESSAGES.resetEmailSubject, text, html };
}
