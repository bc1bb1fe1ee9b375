import { describe, expect, it } from 'vitest';
import {
  actionWords,
  detailLabel,
  detailLines,
  detailValue,
  entityWords,
  recordName,
} from './activity-words.ts';

describe('the words of an audit line', () => {
  it('reads action and record codes as sentences', () => {
    expect(actionWords('order.status_changed')).toBe('Order status changed');
    expect(actionWords('customer.checked_in')).toBe('Customer checked in');
    expect(actionWords('admin.password_changed')).toBe('Admin password changed');
    expect(entityWords('gallery_item')).toBe('Gallery item');
    expect(entityWords('')).toBe('');
  });

  it('names an order by its number, any other record by its id', () => {
    expect(recordName('order', '0b7c2e1a-4d3f-4a8e-9c21-3e6a75fb4894')).toBe('#75FB4894');
    expect(recordName('category', '12')).toBe('12');
  });

  it('labels and shows details', () => {
    expect(detailLabel('otherSessionsEnded')).toBe('Other sessions ended');
    expect(detailLabel('total_spent')).toBe('Total spent');
    expect(detailValue(null)).toBe('—');
    expect(detailValue(true)).toBe('Yes');
    expect(detailValue(250.5)).toBe('250.5');
    expect(detailValue({ isActive: false, total_spent: 1 })).toBe('Is active: No; Total spent: 1');
    expect(detailValue(['x', 'y'])).toBe('x, y');
  });
});

describe('the details of an audit line', () => {
  it('show each changed field of a before/after record as before → after, never JSON', () => {
    const lines = detailLines({
      before: { name: 'Classic', price: 450, tags: ['beef'], isActive: true },
      after: { name: 'Classic', price: 480, tags: ['beef', 'spicy'], isActive: false },
    });
    expect(lines).toEqual([
      { label: 'Price', before: '450', after: '480' },
      { label: 'Tags', before: 'beef', after: 'beef, spicy' },
      { label: 'Is active', before: 'Yes', after: 'No' },
    ]);
    for (const line of lines) expect(Object.values(line).join(' ')).not.toMatch(/[{[]/);
  });

  it('leave out the version and update time every save moves on (a coupon or meal saved)', () => {
    const lines = detailLines({
      before: { code: 'MOMO10', version: 3, updated_at: '2026-11-01T10:00:00.000Z' },
      after: { code: 'MOMO15', version: 4, updated_at: '2026-11-27T10:00:00.000Z' },
    });
    expect(lines).toEqual([{ label: 'Code', before: 'MOMO10', after: 'MOMO15' }]);
  });

  it('show a change of one value as a single line, beside the other details', () => {
    expect(detailLines({ from: 'pending', to: 'confirmed', notes: 'Called the customer' })).toEqual(
      [
        { label: '', before: 'pending', after: 'confirmed' },
        { label: 'Notes', value: 'Called the customer' },
      ],
    );
  });

  it('read a field recorded as { from, to } as its change, and the rest as values', () => {
    expect(
      detailLines({
        totalSpentPaisa: { from: 100, to: 250 },
        imagesReplaced: { from: ['/a.webp'], to: [] },
        name: 'Asha',
      }),
    ).toEqual([
      { label: 'Total spent', before: 'NRS 1.00', after: 'NRS 2.50' },
      { label: 'Images replaced', before: '/a.webp', after: '—' },
      { label: 'Name', value: 'Asha' },
    ]);
    expect(detailLines(null)).toEqual([]);
  });
});

describe('the codes in an audit line’s details', () => {
  const statuses: Record<string, string> = { pending: 'Pending', delivered: 'Delivered' };
  const words = (field: string, code: unknown) =>
    field === 'status' ? statuses[String(code)] : undefined;

  it('reads in words where the page has them, and as recorded where it has none', () => {
    expect(detailLines({ from: 'pending', to: 'lost', notes: null }, words)).toEqual([
      { label: '', before: 'Pending', after: 'lost' },
      { label: 'Notes', value: '—' },
    ]);
    expect(detailLines({ status: 'delivered', paymentStatus: 'pending' }, words)).toEqual([
      { label: 'Status', value: 'Delivered' },
      { label: 'Payment status', value: 'pending' },
    ]);
  });

  it('read a deleted order’s record as the orders screen would: money in NRS, its moment on the restaurant’s clock', () => {
    const codes: Record<string, Record<string, string>> = {
      status: { delivered: 'Delivered' },
      paymentMethod: { esewa: 'eSewa' },
    };
    const orderWords = (field: string, code: unknown) => codes[field]?.[String(code)];
    expect(
      detailLines(
        {
          status: 'delivered',
          totalPaisa: 2_550_050,
          paymentMethod: 'esewa',
          // 15:40 UTC is 21:25 in Kathmandu (UTC+05:45).
          createdAt: '2026-11-27T15:40:00.000Z',
        },
        orderWords,
      ),
    ).toEqual([
      { label: 'Status', value: 'Delivered' },
      { label: 'Total', value: 'NRS 25,500.50' },
      { label: 'Payment method', value: 'eSewa' },
      { label: 'Created at', value: 'Nov 27, 2026, 9:25 PM' },
    ]);
    expect(detailLabel('discount_paisa')).toBe('Discount');
    // Text typed in a moment's shape that is no moment stays as typed.
    expect(detailValue('2025-13-01T10:00Z')).toBe('2025-13-01T10:00Z');
    expect(detailLabel('paisa')).toBe('Paisa');
    expect(detailValue(5, 'quantity')).toBe('5');
  });

  it('stays as recorded without words for the record’s statuses', () => {
    expect(detailLines({ from: 'active', to: 'inactive' })).toEqual([
      { label: '', before: 'active', after: 'inactive' },
    ]);
  });
});
