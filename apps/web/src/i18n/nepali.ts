/**
 * Nepali numbers and dates, written here rather than left to Intl: Chromium ships no Nepali
 * locale data (Intl 'ne-NP' falls back to en-US there), and every browser must show the
 * same रु १,२३,४५०.५०. The en-US output is rewritten: lakh grouping, Devanagari digits,
 * Nepali month and weekday names, and the part of the day before a 12-hour time
 * ('10:00 PM' → 'राति १०:००').
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

/**
 * The word Nepali puts before a 12-hour time, by the part of the day (24-hour `hour`):
 * बिहान 04:00–11:59, दिउँसो 12:00–15:59, साँझ 16:00–18:59, राति 19:00–03:59.
 */
function nepaliDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'बिहान';
  if (hour >= 12 && hour < 16) return 'दिउँसो';
  if (hour >= 16 && hour < 19) return 'साँझ';
  return 'राति';
}

/** '123,450' → '1,23,450': the last three digits, then pairs. */
function groupByLakh(grouped: string): string {
  const digits = grouped.replaceAll(',', '');
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2)
    groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

function toDevanagariDigits(text: string): string {
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

let names: Map<string, string> | undefined;

/**
 * English month and weekday names → Nepali ones. Built on first use, not as the app loads: the
 * first Intl object costs the page's start a few milliseconds on a slow phone (ICU's data), and
 * an English visitor never needs this table.
 */
function nepaliNames(): Map<string, string> {
  names ??= new Map<string, string>([
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
  return names;
}

/** The 24-hour hour of a 12-hour clock's '10' and 'PM' (12 AM is midnight, 12 PM noon). */
function hour24(hour: string, dayPeriod: string): number {
  const twelve = Number(hour) % 12;
  return dayPeriod.toUpperCase() === 'PM' ? twelve + 12 : twelve;
}

/**
 * An en-US date format's parts in Nepali: 'Mon, January 5, 10:30 PM' → 'सोमबार, जनवरी ५,
 * राति १०:३०'. A 12-hour time loses its AM/PM and gets the part of the day before it.
 */
export function nepaliDate(parts: Intl.DateTimeFormatPart[]): string {
  const hourAt = parts.findIndex(({ type }) => type === 'hour');
  const periodAt = parts.findIndex(({ type }) => type === 'dayPeriod');
  const period =
    hourAt >= 0 && periodAt >= 0
      ? nepaliDayPeriod(hour24(parts[hourAt]?.value ?? '', parts[periodAt]?.value ?? ''))
      : null;
  return parts
    .map(({ type, value }, i) => {
      if (type === 'month' || type === 'weekday') return nepaliNames().get(value) ?? value;
      if (type === 'dayPeriod') return period === null ? value : '';
      if (type === 'literal') {
        // The space between the time and the AM/PM it no longer has.
        if (period !== null && (i === periodAt - 1 || i === periodAt + 1) && !value.trim())
          return '';
        return value.replace(' at ', ', ');
      }
      if (type === 'hour' && period !== null) return `${period} ${toDevanagariDigits(value)}`;
      return toDevanagariDigits(value);
    })
    .join('');
}
