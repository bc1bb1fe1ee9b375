import type { AdminContact } from '@shop/shared';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactsCsv, useContactColumns } from './contacts-section.tsx';

const contact = (fields: Partial<AdminContact>): AdminContact => ({
  id: 1,
  name: 'Sita Sharma',
  email: 'sita@example.com',
  subject: 'Table for six',
  message: 'Hello',
  created_at: '2025-03-04T12:20:00.000Z', // 18:05 in Kathmandu
  read_at: null,
  ...fields,
});

describe('contacts.csv', () => {
  it('has the spec’s columns and one quoted, escaped record per row shown', () => {
    const csv = contactsCsv([
      contact({ message: 'Line one\nline "two"' }),
      contact({ name: 'सीता', subject: '=HYPERLINK("http://x")', message: '+977 1 4701234' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Name","Email","Subject","Message","Date"',
      '"Sita Sharma","sita@example.com","Table for six","Line one line ""two""","2025-03-04 18:05"',
      '"सीता","sita@example.com","\'=HYPERLINK(""http://x"")","\'+977 1 4701234","2025-03-04 18:05"',
      '',
    ]);
  });
});

describe('the messages’ list', () => {
  it('says when a message came, to the minute on the restaurant’s clock', () => {
    const { result } = renderHook(() => useContactColumns());
    const date = result.current.find((column) => column.id === 'date');
    const cell = render(<>{date?.cell(contact({}))}</>).container;
    expect([...cell.children].map((line) => line.textContent)).toEqual(['Mar 4, 2025', '6:05 PM']);
  });
});
