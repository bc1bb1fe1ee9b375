import { FEEDBACK_MESSAGES, ORDER_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import { en } from './locales/en/index.ts';
import { ne } from './locales/ne/index.ts';
import { PAGE_NAMESPACES } from './page-namespaces.ts';

type Messages = { readonly [key: string]: string | Messages };

function flatten(messages: Messages, at = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = at ? `${at}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** The {{values}} and <0>tags</0> or <named>tags</named> a message needs from its caller. */
function placeholders(text: string): string[] {
  const values = [...text.matchAll(/{{\s*(\w+)/g)].map((match) => `{{${match[1]}}}`);
  const tags = text.match(/<\/?[A-Za-z0-9]\w*>/g) ?? [];
  return [...values, ...tags].sort();
}

const pages = await Promise.all(
  Object.entries(PAGE_NAMESPACES).map(async ([ns, load]) => ({
    en: [ns, await load.en()] as const,
    ne: [ns, await load.ne()] as const,
  })),
);
const english = flatten({ ...en, ...Object.fromEntries(pages.map((page) => page.en)) });
const nepali = flatten({ ...ne, ...Object.fromEntries(pages.map((page) => page.ne)) });

describe('the message catalogs', () => {
  it('have the same keys in English and Nepali', () => {
    expect([...nepali.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !nepali.has(key))).toEqual([]);
  });

  it('give every Nepali message its words and the same placeholders as the English one', () => {
    for (const [key, text] of english) {
      const translation = nepali.get(key) ?? '';
      expect(translation.trim(), key).not.toBe('');
      expect(placeholders(translation), key).toEqual(placeholders(text));
    }
  });

  it("keep the shared schemas' messages that take a value word for word", () => {
    const t = i18n.getFixedT('en', 'validation');
    expect(t('feedback.notAnImage', { file: 'a.txt' })).toBe(FEEDBACK_MESSAGES.notAnImage('a.txt'));
    expect(t('feedback.tooLarge', { file: 'b.png' })).toBe(FEEDBACK_MESSAGES.tooLarge('b.png'));
    const name = 'Jhol Momo';
    expect(t('orders.mealUnavailable', { name })).toBe(ORDER_MESSAGES.mealUnavailable(name));
    expect(t('orders.onlyNLeft', { left: 2, name })).toBe(ORDER_MESSAGES.onlyNLeft(2, name));
    expect(t('orders.soldOut', { name })).toBe(ORDER_MESSAGES.soldOut(name));
    expect(t('orders.dateInvalid', { name: 'endDate' })).toBe(
      ORDER_MESSAGES.dateInvalid('endDate'),
    );
  });

  it('word a delivery time in one place: every other text takes it whole as {{estimate}}', () => {
    // A figure or a value followed by minutes: '30-minute', '25 to 35 minutes', 'about 30 min'.
    const minutesFigure = /(\d|}})\s*(-|–|to|देखि)?\s*(\d+|{{[^}]*}})?\s*(-?min|मिनेट)/i;
    // Minutes that are not a delivery time: the kitchen's, the rider's wait at the door, and a
    // locked sign-in's.
    const notDelivery = [
      'menu.hero.readyIn',
      'policies.terms.sections.delivery.reachable',
      'validation.account.tooManyFailures',
      // The kitchen's answer and a busy pause's length.
      'validation.orders.accepted',
      'layout.status.pausedFor_one',
      'layout.status.pausedFor_other',
    ];
    for (const catalog of [english, nepali]) {
      const quoting = [...catalog]
        .filter(([key, text]) => minutesFigure.test(text) && !notDelivery.includes(key))
        .map(([key]) => key);
      expect(quoting).toEqual(['common.deliveryTime']);
    }
  });
});
