import { CONTACT_MESSAGES, MESSAGES } from '@shop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money.ts';
import {
  changeLanguage,
  formatClockTime,
  formatDate,
  formatNumber,
  i18n,
  loadPageNamespaces,
  startI18n,
  translateError,
  translateMessage,
} from './index.ts';
import { LANGUAGE_STORAGE_KEY } from './stored-language.ts';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('amounts', () => {
  it('keep the English form and write Nepali with रु, Devanagari digits and lakhs', () => {
    expect(formatMoney(123450.5, 'en')).toBe('NRS 123,450.50');
    expect(formatMoney(123450.5, 'ne')).toBe('रु १,२३,४५०.५०');
    expect(formatMoney(0, 'ne')).toBe('रु ०.००');
    expect(formatMoney(12345678.9, 'ne')).toBe('रु १,२३,४५,६७८.९०');
  });

  it('write numbers and dates in Nepali words and digits whatever Intl knows of Nepali', () => {
    expect(formatNumber(1234567.5, 'ne')).toBe('१२,३४,५६७.५');
    expect(formatNumber(2026, 'ne', { useGrouping: false })).toBe('२०२६');
    const evening = new Date(2026, 0, 5, 22, 30);
    const long = { weekday: 'long', month: 'long', day: 'numeric' } as const;
    expect(formatDate(evening, 'en', long)).toBe('Monday, January 5');
    expect(formatDate(evening, 'ne', long)).toBe('सोमबार, जनवरी ५');
    expect(formatDate(evening, 'ne', { ...long, hour: 'numeric', minute: '2-digit' })).toBe(
      'सोमबार, जनवरी ५, राति १०:३०',
    );
  });

  it('put the part of the day before a Nepali time: बिहान, दिउँसो, साँझ, राति', () => {
    const clock = { hour: 'numeric', minute: '2-digit' } as const;
    const at = (hours: number, minutes = 0) =>
      formatDate(new Date(2026, 0, 5, hours, minutes), 'ne', clock);
    expect(at(0)).toBe('राति १२:००');
    expect(at(3, 59)).toBe('राति ३:५९');
    expect(at(4)).toBe('बिहान ४:००');
    expect(at(11, 59)).toBe('बिहान ११:५९');
    expect(at(12)).toBe('दिउँसो १२:००');
    expect(at(15, 59)).toBe('दिउँसो ३:५९');
    expect(at(16)).toBe('साँझ ४:००');
    expect(at(18, 59)).toBe('साँझ ६:५९');
    expect(at(19)).toBe('राति ७:००');
    expect(at(22, 30)).toBe('राति १०:३०');
    expect(formatDate(new Date(2026, 0, 5, 11), 'ne', { hour: 'numeric' })).toBe('बिहान ११');
    expect(formatDate(new Date(2026, 0, 5, 22), 'ne', { ...clock, hourCycle: 'h23' })).toBe(
      '२२:००',
    );
    expect(formatDate(new Date(2026, 0, 5, 22), 'en', clock)).toBe('10:00 PM');
  });

  it('write a time of day without Intl exactly as formatDate does, at every minute', () => {
    const clock = { hour: 'numeric', minute: '2-digit' } as const;
    for (const language of ['en', 'ne'] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 7) {
        const [hours, minutes] = [Math.floor(minute / 60), minute % 60];
        expect(formatClockTime(hours, minutes, language)).toBe(
          formatDate(new Date(2026, 0, 5, hours, minutes), language, clock),
        );
      }
    }
  });
});

describe('changeLanguage', () => {
  it('loads Nepali, sets <html lang> and remembers the choice for the next visit', async () => {
    await changeLanguage('ne');
    expect(i18n.t('layout:header.cart')).toBe('कार्ट');
    expect(i18n.t('layout:header.withItems', { name: 'कार्ट', count: 12 })).toBe(
      'कार्ट, १२ वटा खाना',
    );
    expect(document.documentElement.lang).toBe('ne');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ne');

    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('layout:header.withItems', { name: 'Cart', count: 1 })).toBe('Cart, 1 item');
  });

  it('starts in the saved language, and in English when nothing valid is saved', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ne');
    await startI18n();
    expect(i18n.resolvedLanguage).toBe('ne');

    await changeLanguage('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await startI18n();
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps the last choice when an earlier one is still loading', async () => {
    i18n.removeResourceBundle('ne', 'common'); // so Nepali has to be fetched again
    await Promise.all([changeLanguage('ne'), changeLanguage('en')]);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("fetches a page's own namespace in the language shown, and again on a switch", async () => {
    await loadPageNamespaces('policies');
    expect(i18n.hasResourceBundle('en', 'policies')).toBe(true);
    expect(i18n.hasResourceBundle('ne', 'policies')).toBe(false);
    await changeLanguage('ne');
    expect(i18n.hasResourceBundle('ne', 'policies')).toBe(true);
  });
});

describe('server and validation messages', () => {
  it('show English exactly as the server and the schemas word it', () => {
    expect(translateMessage(CONTACT_MESSAGES.nameShort)).toBe(CONTACT_MESSAGES.nameShort);
    expect(translateError(new ApiError('photos.0 is not an image', 400, 'VALIDATION_FAILED'))).toBe(
      'photos.0 is not an image',
    );
  });

  it('show the Nepali words for a known message, else for the error code', async () => {
    await changeLanguage('ne');
    expect(translateMessage(CONTACT_MESSAGES.nameShort)).toBe('नाम कम्तीमा २ अक्षरको हुनुपर्छ');
    expect(translateError(new ApiError(MESSAGES.mealNotFound, 404, 'NOT_FOUND'))).toBe(
      'खाना भेटिएन',
    );
    expect(translateError(new ApiError(NETWORK_ERROR_MESSAGE, 0))).toContain('इन्टरनेट');
    expect(translateError(new ApiError('Coupon already used', 409, 'CONFLICT'))).toBe(
      i18n.t('errors:codes.CONFLICT'),
    );
    expect(translateMessage('Something only the server says')).toBe(
      'Something only the server says',
    );
  });
});
