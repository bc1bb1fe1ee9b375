/*
 * The back office's CSV exports (docs/product-rules.md#csv-exports): every value quoted, newlines
 * turned into spaces, and any cell a spreadsheet would read as a formula made inert (OWASP "CSV
 * injection").
 */

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark (Nepali names). */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 ends every record with CRLF. */
const RECORD_END = '\r\n';

export type CsvValue = string | number | null | undefined;

/**
 * docs/product-rules.md#csv-exports: contacts.csv and feedbacks.csv, with their columns in order.
 */
export const CONTACTS_CSV = {
  fileName: 'contacts.csv',
  header: ['Name', 'Email', 'Subject', 'Message', 'Date'],
} as const;

export const FEEDBACKS_CSV = {
  fileName: 'feedbacks.csv',
  header: ['Name', 'Email', 'Category', 'Rating', 'Message', 'Status', 'Date'],
} as const;

/** Any line break (CRLF, CR, LF, and the Unicode line and paragraph separators). */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * What a spreadsheet may start a formula with: = + - @, the full-width forms some locales
 * also accept, and tab or carriage return (which can hide one behind white space). Leading
 * spaces are looked past, since some spreadsheets trim them before reading the cell.
 */
const FORMULA_START = /^[ ]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The text of a cell a spreadsheet shows as text: line breaks become spaces, and a cell that
 * could start a formula gets a leading apostrophe (the spreadsheets' own "this is text" mark).
 * A number is written as it is: a negative amount is data, not a formula.
 */
export function csvText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value.replace(LINE_BREAKS, ' ');
  // Tested before and after: "\r=1" loses its CR, and "\n=1" gains a space in front.
  const risky = FORMULA_START.test(value) || FORMULA_START.test(text);
  return risky ? `'${text}` : text;
}

/** One cell: its text (see csvText) in double quotes, any double quote inside doubled. */
export function csvCell(value: CsvValue): string {
  return `"${csvText(value).replaceAll('"', '""')}"`;
}

/** A whole CSV file: the byte order mark, the header, then one record per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  const records = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return CSV_BOM + records.map((record) => record + RECORD_END).join('');
}
