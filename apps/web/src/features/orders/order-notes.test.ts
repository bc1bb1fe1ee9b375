import {
  ORDER_MESSAGES,
  ORDER_REJECTION_REASONS,
  PAYMENT_MESSAGES,
  WALLET_NAMES,
} from '@shop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  paymentNoteKind,
  rejectionReasonOf,
  translateOrderError,
  translateOrderNote,
} from './order-notes.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the payment’s sentences from the server', () => {
  it('are the English catalog’s, word for word', () => {
    const t = i18n.getFixedT('en', 'payments');
    const wallet = WALLET_NAMES.esewa;
    expect(t('notes.awaitingPayment', { wallet })).toBe(PAYMENT_MESSAGES.awaitingPayment(wallet));
    expect(t('notes.paid', { wallet, reference: '000AWEO' })).toBe(
      PAYMENT_MESSAGES.paid(wallet, '000AWEO'),
    );
    expect(t('notes.switchedToCash')).toBe(PAYMENT_MESSAGES.switchedToCash);
    expect(t('problems.walletUnreachable', { wallet })).toBe(
      PAYMENT_MESSAGES.walletUnreachable(wallet),
    );
    expect(t('problems.walletRefused', { wallet })).toBe(PAYMENT_MESSAGES.walletRefused(wallet));
    expect(t('problems.walletNotOffered', { wallet })).toBe(
      PAYMENT_MESSAGES.walletNotOffered(wallet),
    );
    expect(t('problems.notAwaitingPayment')).toBe(PAYMENT_MESSAGES.notAwaitingPayment);
  });

  it('are read back in Nepali, the wallet’s name and reference kept', async () => {
    await changeLanguage('ne');
    expect(translateOrderNote(PAYMENT_MESSAGES.awaitingPayment('Khalti'))).toBe(
      'Khalti बाट भुक्तानी पर्खिँदै',
    );
    expect(translateOrderNote(PAYMENT_MESSAGES.paid('eSewa', '000AWEO'))).toBe(
      'eSewa बाट भुक्तानी भयो (000AWEO)',
    );
    expect(translateOrderNote(PAYMENT_MESSAGES.switchedToCash)).toBe('बरु डेलिभरीमा नगद');
    expect(translateOrderNote(PAYMENT_MESSAGES.notPaidInTime)).toBe('समयमै भुक्तानी भएन');
    expect(
      translateOrderError(new ApiError(PAYMENT_MESSAGES.notAwaitingPayment, 409, 'CONFLICT')),
    ).toBe('यो अर्डर भुक्तानी पर्खिरहेको छैन');
    // The restaurant's own words stay as written.
    expect(translateOrderNote('Rider Ram, 98000')).toBe('Rider Ram, 98000');
  });

  it('tell the live notices when a note says paid or not paid in time', () => {
    expect(paymentNoteKind(PAYMENT_MESSAGES.paid('eSewa', '000AWEO'))).toBe('paid');
    expect(paymentNoteKind(PAYMENT_MESSAGES.notPaidInTime)).toBe('notPaidInTime');
    expect(paymentNoteKind('Accepted: ready in 25 minutes')).toBeNull();
    expect(paymentNoteKind(null)).toBeNull();
  });
});

describe('the kitchen’s refusal', () => {
  const refusal = ORDER_MESSAGES.rejected(ORDER_REJECTION_REASONS.closing);

  it('gives its reason alone, in the current language', async () => {
    expect(rejectionReasonOf(refusal)).toBe('We are closing soon');
    await changeLanguage('ne');
    expect(rejectionReasonOf(refusal)).toBe('हामी चाँडै बन्द हुँदैछौं');
    expect(translateOrderNote(refusal)).toBe('अस्वीकार गरियो: हामी चाँडै बन्द हुँदैछौं');
  });

  it('is not read into any other note', () => {
    expect(rejectionReasonOf('Accepted: ready in 25 minutes')).toBeNull();
    expect(rejectionReasonOf('Rider Ram, 98000')).toBeNull();
    expect(rejectionReasonOf(null)).toBeNull();
  });
});
