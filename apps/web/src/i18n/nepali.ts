/**
 * Nepali numbers and dates, written here rather than left to Intl: Chromium ships no Nepali
 * locale data (Intl 'ne-NP' falls back to en-US there), and every browser must show the
 * same रु १,२३,४५०.५०. The en-US output is rewritten: lakh grouping, Devanagari digits,
 * Nepali month, weekday and AM/PM words.
 */

const DIGITS = '०१२३४५६७८९';

const MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];
const WEEKDAYS = ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];
const WEEKDAYS_SHORT = ['आइत', 'सोम', 'मंगल', 'बुध', 'बिही', 'शुक्र', 'शनि'];
const DAY_PERIODS: Record<string, string> = { AM: 'पूर्वाह्न', PM: 'अपराह्न' };

/** '123,450' → '1,23,450': the last three digits, then pairs. */
function groupByLakh(grouped: string): string {
  const digits = grouped.replaceAll(',', '');
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2)
    groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

export function toDevanagariDigits(text: string): string {
  return text.replace(/\d/g, (digit) => DIGITS[Number(digit)] ?? digit);
}

/** An en-US formatted number in Nepali: '123,450.50' → '१,२३,४५०.५०'. */
export function nepaliNumber(english: string): string {
  return toDevanagariDigits(english.replace(/\d{1,3}(?:,\d{3})+/g, groupByLakh));
}

function englishNames(options: Intl.DateTimeFormatOptions, count: number, at: (i: number) => Date) {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(at(i)));
}

const NAMES = new Map<string, string>([
  ...(['long', 'short'] as const).flatMap((month) =>
    englishNames({ month }, 12, (i) => new Date(Date.UTC(2000, i, 15))).map(
      (name, i) => [name, MONTHS[i] ?? name] as const,
    ),
  ),
  // 2 January 2000 was a Sunday.
  ...englishNames({ weekday: 'long' }, 7, (i) => new Date(Date.UTC(2000, 0, 2 + i))).map(
    (name, i) => [name, WEEKDAYS[i] ?? name] as const,
  ),
  ...englishNames({ weekday: 'short' }, 7, (i) => new Date(Date.UTC(2000, 0, 2 + i))).map(
    (name, i) => [name, WEEKDAYS_SHORT[i] ?? name] as const,
  ),
]);

/** An en-US date format's parts in Nepali: 'Mon, January 5' → 'सोमबार, जनवरी ५'. */
export function nepaliDate(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map(({ type, value }) => {
      if (type === 'month' || type === 'weekday') return NAMES.get(value) ?? value;
      if (type === 'dayPeriod') return DAY_PERIODS[value] ?? value;
      if (type === 'literal') return value.replace(' at ', ', ');
      return toDevanagariDigits(value);
    })
    .join('');
}
