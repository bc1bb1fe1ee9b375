import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACTS_CSV, CSV_BOM, csvCell, csvDocument, csvText, FEEDBACKS_CSV } from './csv.ts';

/** A strict RFC 4180 reader: every field must be quoted, as the exports write them. */
function parseQuotedCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      if (text[i] !== '"') throw new Error(`unquoted field at ${i}`);
      i += 1;
      let field = '';
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error('unterminated field');
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
      record.push(field);
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text.slice(i, i + 2) !== '\r\n') throw new Error(`no CRLF at ${i}`);
      i += 2;
      break;
    }
    records.push(record);
  }
  return records;
}

const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'];

/**
 * Any text, with the characters that matter here (formula starts, quotes, every line break, a
 * lone surrogate) drawn often. fast-check's 'binary' unit would do, but takes ~20 s a run.
 */
const telling = fc.constantFrom(
  ...['=', '+', '-', '@', '\t', '\r', '\n', '\u2028', '\u2029', '"', ' ', '\uD800'],
  ...['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'],
);
const anyText = fc.string({
  unit: fc.oneof(telling, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
});

describe('a CSV cell', () => {
  it('is always quoted, with double quotes inside doubled', () => {
    expect(csvCell('Momo')).toBe('"Momo"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('The "best" burger, ever')).toBe('"The ""best"" burger, ever"');
    expect(csvCell(4)).toBe('"4"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('turns every kind of line break into a space', () => {
    expect(csvText('one\ntwo\r\nthree\rfour\u2028five\u2029six')).toBe(
      'one two three four five six',
    );
  });

  it.each(FORMULA_CHARACTERS)('starting with %j is kept as text behind an apostrophe', (first) => {
    expect(csvCell(`${first}SUM(A1:A9)`).startsWith(`"'`)).toBe(true);
  });

  it('escapes the classic injections and formulas hidden behind spaces or a line break', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("@SUM(1+1)*cmd|' /C calc'!A0")).toBe("\"'@SUM(1+1)*cmd|' /C calc'!A0\"");
    expect(csvCell('  =1+1')).toBe('"\'  =1+1"');
    expect(csvCell('\n=1+1')).toBe('"\' =1+1"');
    expect(csvCell('\r\n+1')).toBe('"\' +1"');
  });

  it('leaves ordinary text, numbers and Nepali alone', () => {
    expect(csvText('Great food! 10/10 = perfect')).toBe('Great food! 10/10 = perfect');
    expect(csvText('सीता शर्मा')).toBe('सीता शर्मा');
    expect(csvText('sita-sharma@example.com')).toBe('sita-sharma@example.com');
    expect(csvText(-5)).toBe('-5');
    expect(csvText(Number.NaN)).toBe('');
  });

  it('never lets a spreadsheet see a formula, a bare quote or a line break (any text)', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const cell = csvCell(value);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        const inside = cell.slice(1, -1);
        expect(inside.replaceAll('""', '')).not.toContain('"');
        expect(inside).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(inside).not.toMatch(/^[ ]*[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]/);
      }),
    );
  });

  it('keeps every character of safe text (any text without line breaks or a formula start)', () => {
    const safe = fc
      .string({ unit: 'grapheme' })
      .filter(
        (value) => !/[\r\n\u2028\u2029]/.test(value) && !/^[ ]*[=+\-@\t＝＋－＠]/.test(value),
      );
    fc.assert(fc.property(safe, (value) => csvText(value) === value));
  });
});

describe('a CSV document', () => {
  it('starts with the byte order mark and ends every record with CRLF', () => {
    const csv = csvDocument(CONTACTS_CSV.header, [
      ['सीता शर्मा', 'sita@example.com', 'Hello', 'Line one\nline two', '2025-01-02 10:30'],
    ]);
    expect(csv).toBe(
      `${CSV_BOM}"Name","Email","Subject","Message","Date"\r\n` +
        '"सीता शर्मा","sita@example.com","Hello","Line one line two","2025-01-02 10:30"\r\n',
    );
  });

  it('has the columns of the back office’s exports', () => {
    expect(CONTACTS_CSV).toEqual({
      fileName: 'contacts.csv',
      header: ['Name', 'Email', 'Subject', 'Message', 'Date'],
    });
    expect(FEEDBACKS_CSV).toEqual({
      fileName: 'feedbacks.csv',
      header: ['Name', 'Email', 'Category', 'Rating', 'Message', 'Status', 'Date'],
    });
  });

  it('reads back as the same table, one record per row, whatever the text', () => {
    const row = fc.array(fc.oneof(anyText, fc.integer()), {
      minLength: 3,
      maxLength: 3,
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        const csv = csvDocument(['A', 'B', 'C'], rows);
        expect(csv.startsWith(CSV_BOM)).toBe(true);
        const parsed = parseQuotedCsv(csv.slice(CSV_BOM.length));
        expect(parsed).toEqual([['A', 'B', 'C'], ...rows.map((r) => r.map(csvText))]);
      }),
    );
  });
});
